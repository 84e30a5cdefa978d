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
const BARE_APP = '<!doctype html><div id="root"></div>';
const PROVIDER_FRAME = '<!doctype html><div id="root" data-shell><h1>Work Orders</h1></div>';
const CART_SHELL =
  '<!doctype html><html><body><div id="root" data-shell><p>The cart frame</p></div></body></html>';

/**
 * A web build with a renderer of its own in place of the app's: it answers what it was given (all
 * of it in the page's state, as the app's query cache would carry it), so the tests see exactly
 * which replies the server read. A code of "CRASH" ends its worker.
 */
function writeWebBuild(dir: string) {
  mkdirSync(join(dir, 'prerendered'));
  mkdirSync(join(dir, '.server'));
  mkdirSync(join(dir, 'signed-in/provider'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), BARE_APP);
  writeFileSync(join(dir, 'signed-in/provider/index.html'), PROVIDER_FRAME);
  for (const page of ['shop', 'cart']) {
    writeFileSync(join(dir, `prerendered/${page}.html`), page === 'shop' ? SHELL : CART_SHELL);
    writeFileSync(
      join(dir, `.server/${page}.html`),
      `<!doctype html><html><body><div id="root" data-shell>${MARKUP}</div></body></html>`,
    );
  }
  writeFileSync(
    join(dir, '.server/prerender-entry.js'),
    `import { parentPort, workerData } from 'node:worker_threads';
if (workerData === ${JSON.stringify(FIRST_VISIT_WORKER)}) {
  parentPort.on('message', ({ id, path, pageCookies, referralCode, replies }) => {
    if (referralCode === 'CRASH') process.exit(1);
    const drawn = replies.session?.status === 200 && (referralCode === null || replies.variants?.status === 200);
    const catalogue = replies.variants ? replies.variants.body.length + ' products' : 'no catalogue';
    const markup = drawn
      ? '<p>' + path + ': ' + catalogue + ' for ' + (replies.session.body.consultation?.referral_code ?? 'no work order') +
        ', cart ' + replies.cart.status + ', verticals ' + replies.verticals.body.length +
        ', insurance ' + (replies.insuranceStatus?.status ?? 'unread') + ', cookies [' + pageCookies + ']</p>'
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
      '<div id="root" data-shell><p>/shop: 15 products for BRSPMP, cart 200, verticals 2, insurance unread, cookies []</p>',
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
    expect(state?.lookup?.status).toBe(400);
    expect(state?.queries).toBeUndefined();
    // The code as typed is in the state, never as markup.
    expect(state?.referralCode).toBe('</script><script>alert(1)</script>');
    expect(page.body).not.toContain('<script>alert');
  });

  it('sends the frame when the renderer dies, and draws again with a new one', async () => {
    const crashed = await patientBrowser(t.app, '10.77.0.3').open('/shop?code=CRASH');
    expect(crashed.body).toContain('<p>The frame</p>');
    expect(stateOf(crashed.body)?.lookup?.status).toBe(404);
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

  it("draws a new visitor's shop without a code from the session it gives, reading no catalogue and storing nothing", async () => {
    const browser = patientBrowser(t.app, '10.77.0.5');
    const page = await browser.open('/shop');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<p>/shop: no catalogue for no work order, cart 200, verticals 2');
    expect(stateOf(page.body)).toMatchObject({ referralCode: null, queries: { drawn: true } });
    expect(stateOf(page.body)?.lookup).toBeUndefined();
    expect((await browser.get('/api/patient_sessions/me')).json()).toMatchObject({ consultation: null });
  });

  it("draws a returning patient's shop and cart from her session, with the cookies her page's scripts read (issue 46)", async () => {
    const browser = patientBrowser(t.app, '10.77.0.9');
    await browser.open('/shop?code=BRS-PMP');
    browser.cookies.patient_store = '{"productCategoryUuid":"abc"}';
    browser.cookies.trusted_device = 'secret';
    for (const path of ['/shop', '/cart']) {
      const page = await browser.open(path);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain(
        `<p>${path}: 15 products for BRSPMP, cart 200, verticals 2, insurance unread`,
      );
      // The page's own cookies, as document.cookie shows them; never the httpOnly ones.
      expect(page.body).toContain(
        `cookies [patient_store=${encodeURIComponent('{"productCategoryUuid":"abc"}')}]`,
      );
      expect(page.body).not.toContain('secret');
      expect(page.body).not.toContain(browser.cookies.session_id);
    }
  });

  it("sends a staff browser its role's frame or the bare app, and a made-up role what a signed-in patient gets (issue 46)", async () => {
    const browser = patientBrowser(t.app, '10.77.0.11');
    browser.cookies.signed_in_role = 'Provider';
    const home = await browser.open('/');
    expect(home.body).toBe(PROVIDER_FRAME);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect((await browser.open('/shop')).body).toBe(BARE_APP);
    browser.cookies.signed_in_role = 'Root';
    expect((await browser.open('/')).body).toBe(BARE_APP);
    expect((await browser.open('/shop')).body).toBe(SHELL);
  });

  it('looks no code up for a returning browser (its own look-up decides what the code replaces), nor draws another page', async () => {
    const returning = patientBrowser(t.app, '10.77.0.10');
    await returning.open('/');
    const page = await returning.open('/shop?code=BRS-PMP');
    expect(page.body).toBe(SHELL);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await returning.get('/api/patient_sessions/me')).json()).toMatchObject({ consultation: null });
    // A signed-in browser renders its own page: its account is in its storage, not in the request.
    returning.cookies.signed_in_role = 'Patient';
    for (const path of ['/shop', '/cart']) expect(stateOf((await returning.open(path)).body)).toBeNull();
    for (const url of ['/products/abc?code=BRS-PMP', '/cart?code=BRS-PMP']) {
      const other = await patientBrowser(t.app, '10.77.0.6').open(url);
      expect(stateOf(other.body)).toBeNull();
      expect(other.headers['cache-control']).toBe('private, no-cache');
    }
  });
});
