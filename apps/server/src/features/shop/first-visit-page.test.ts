import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { FIRST_VISIT_STATE_ID, FIRST_VISIT_WORKER, type FirstVisitState } from '@dme/shared/shop/first-visit';
import { afterAll, describe, expect, it } from 'vitest';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

const MARKUP = '<!--carelane:first-visit-markup-->';
const SHELL = '<!doctype html><html><body><div id="root" data-shell><p>The frame</p></div></body></html>';

/**
 * A web build with a renderer of its own in place of the app's: it answers what it was given (all
 * of it in the page's state, as the app's query cache would carry it), so the tests see exactly
 * which replies the server read. A code of "CRASH" ends its worker.
 */
function writeWebBuild(dir: string) {
  mkdirSync(join(dir, 'prerendered'));
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'prerendered/shop.html'), SHELL);
  writeFileSync(
    join(dir, '.server/shop.html'),
    `<!doctype html><html><body><div id="root" data-shell>${MARKUP}</div></body></html>`,
  );
  writeFileSync(
    join(dir, '.server/prerender-entry.js'),
    `import { parentPort, workerData } from 'node:worker_threads';
if (workerData === ${JSON.stringify(FIRST_VISIT_WORKER)}) {
  parentPort.on('message', ({ id, referralCode, replies }) => {
    if (referralCode === 'CRASH') process.exit(1);
    const drawn = replies.variants?.status === 200;
    const markup = drawn
      ? '<p>' + replies.variants.body.length + ' products for ' + replies.session.body.consultation.referral_code +
        ', cart ' + replies.cart.status + ', verticals ' + replies.verticals.body.length + '</p>'
      : null;
    const state = { referralCode, lookup: replies.lookup, ...(drawn ? { queries: { drawn: true, replies } } : {}) };
    parentPort.postMessage({ id, markup, state });
  });
}
`,
  );
}

const stateOf = (html: string): FirstVisitState | null => {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_VISIT_STATE_ID}">(.*?)</script>`,
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstVisitState) : null;
};

describe("a patient's first visit to the shop is drawn on the server (issue 18)", () => {
  const webDist = mkdtempSync(join(tmpdir(), 'dme-web-'));
  writeWebBuild(webDist);
  const t = useTestApp({ WEB_DIST_DIR: webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('looks the code up on the session the page gives, and draws the shop from the reads', async () => {
    const browser = patientBrowser(t.app, '10.77.0.1');
    const page = await browser.open('/shop?code=brs-pmp');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.cookies).toEqual([expect.objectContaining({ name: 'session_id', httpOnly: true })]);
    expect(page.body).toContain(
      '<div id="root" data-shell><p>15 products for BRSPMP, cart 200, verticals 2</p>',
    );
    expect(stateOf(page.body)).toMatchObject({
      referralCode: 'brs-pmp',
      lookup: { status: 200, body: { referral_code: 'BRSPMP' } },
      queries: { drawn: true },
    });
    // The look-up attached the work order to the session the page's cookie names.
    const session = await browser.get('/api/patient_sessions/me');
    expect(session.json()).toMatchObject({ consultation: { referral_code: 'BRSPMP' } });
  });

  it("carries the patient's e-mail and phone masked, nowhere in full (issue 45 item 3)", async () => {
    const page = await patientBrowser(t.app, '10.77.0.8').open('/shop?code=CPA-PAP');
    expect(page.body).toContain('products for CPAPAP');
    const masked = { patient_email: 'r•••@d•••.test', patient_phone: '(•••) •••-0111' };
    expect(stateOf(page.body)).toMatchObject({
      lookup: { status: 200, body: masked },
      queries: { replies: { session: { status: 200, body: { consultation: masked } } } },
    });
    for (const raw of ['robert.nguyen', '@demo.test', '555-0111', '5550111'])
      expect(page.body.toLowerCase()).not.toContain(raw);
  });

  it("sends the frame with the look-up's refusal, which the page takes instead of asking again", async () => {
    const unknown = await patientBrowser(t.app, '10.77.0.2').open('/shop?code=ZZZ999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<p>The frame</p>');
    expect(stateOf(unknown.body)).toEqual({
      referralCode: 'ZZZ999',
      lookup: { status: 404, body: { error: REFERRAL_MESSAGES.notFound } },
    });

    const page = await patientBrowser(t.app, '10.77.0.2').open(
      '/shop?code=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
    expect(page.body).toContain('<p>The frame</p>');
    const state = stateOf(page.body);
    expect(state?.lookup.status).toBe(400);
    expect(state?.queries).toBeUndefined();
    // The code as typed is in the state, never as markup.
    expect(state?.referralCode).toBe('</script><script>alert(1)</script>');
    expect(page.body).not.toContain('<script>alert');
  });

  it('sends the frame when the renderer dies, and draws again with a new one', async () => {
    const crashed = await patientBrowser(t.app, '10.77.0.3').open('/shop?code=CRASH');
    expect(crashed.body).toContain('<p>The frame</p>');
    expect(stateOf(crashed.body)?.lookup.status).toBe(404);
    expect(stateOf(crashed.body)?.queries).toBeUndefined();
    const next = await patientBrowser(t.app, '10.77.0.4').open('/shop?code=BRS-PMP');
    expect(next.body).toContain('products for BRSPMP');
  });

  it('looks nothing up for a link preview, a crawler or a prefetch: they get the frame', async () => {
    for (const headers of [
      {},
      { 'user-agent': 'facebookexternalhit/1.1' },
      { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'sec-purpose': 'prefetch' },
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'iframe' },
    ]) {
      const preview = await t.app.inject({ url: '/shop?code=BRS-PMP', headers, remoteAddress: '10.77.0.7' });
      expect(preview.body).toBe(SHELL);
      const cookie = preview.cookies.find((one) => one.name === 'session_id');
      const session = await t.app.inject({
        url: '/api/patient_sessions/me',
        cookies: { session_id: cookie?.value ?? '' },
        remoteAddress: '10.77.0.7',
      });
      expect(session.json()).toMatchObject({ consultation: null });
    }
  });

  it('leaves a returning browser, another page and a shop without a code to the page files', async () => {
    const returning = patientBrowser(t.app, '10.77.0.5');
    await returning.open('/');
    for (const url of ['/shop?code=BRS-PMP', '/shop']) {
      const page = await returning.open(url);
      expect(page.body).toBe(SHELL);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await returning.get('/api/patient_sessions/me')).json()).toMatchObject({ consultation: null });
    for (const url of ['/shop', '/products/abc?code=BRS-PMP']) {
      const page = await patientBrowser(t.app, '10.77.0.6').open(url);
      expect(stateOf(page.body)).toBeNull();
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
  });
});
