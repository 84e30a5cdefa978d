import { REFERRAL_MESSAGES, SHOP_MESSAGES } from '@dme/shared/shop/api';
import { describe, expect, it } from 'vitest';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

type Variant = {
  uuid: string;
  product: {
    name: string;
    manufacturer: string;
    hcpcs_code: { code: string; product_category: { name: string } };
  };
  prices: { retail_cost: string };
};
const categoriesOf = (variants: Variant[]) => [
  ...new Set(variants.map((v) => v.product.hcpcs_code.product_category.name)),
];

describe('referral codes and the personalised catalogue', () => {
  const t = useTestApp();

  it('opens a breast pump shop from BRS-PMP, whatever the case and dash', async () => {
    const browser = patientBrowser(t.app);
    const reply = await browser.useCode('brs-pmp');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      referral_code: 'BRSPMP',
      product_vertical_name: 'Breast Pump',
      hcpcs_codes: ['E0603'],
      inbound_lead: false,
      has_prescription: false,
      provider: { first_name: 'Maya', last_name: 'Okafor', npi: '1245319599', pecos: true },
    });
    expect(reply.cookies.find((cookie) => cookie.name === 'session_id')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    const session = (await browser.get('/api/patient_sessions/me')).json();
    expect(session.consultation.referral_code).toBe('BRSPMP');
    expect(session.cart_uuid).toEqual(expect.any(String));

    const variants: Variant[] = (await browser.get('/api/product_variants')).json();
    expect(categoriesOf(variants)).toEqual(['Breast Pumps', 'Pump Accessories/Supplies']);
    expect(
      variants
        .filter((v) => v.product.hcpcs_code.product_category.name === 'Breast Pumps')
        .every((v) => v.product.hcpcs_code.code === 'E0603'),
    ).toBe(true);
  });

  it('gives CPA-PAP the PAP products and their supplies, no oxygen', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('CPAPAP');
    const variants: Variant[] = (await browser.get('/api/product_variants')).json();
    const categories = categoriesOf(variants);
    expect(categories).toContain('CPAP Machine');
    expect(categories).toContain('CPAP Masks');
    expect(categories.some((name) => name.startsWith('Oxygen'))).toBe(false);
    expect(categories).not.toContain('Breast Pumps');
  });

  it('filters by text, brand and price, and shows a code-less visitor the chosen vertical', async () => {
    const verticals = (await t.app.inject({ method: 'GET', url: '/api/product_verticals' })).json();
    const breastPump = verticals.find((v: { name: string }) => v.name === 'Breast Pump');
    expect(breastPump.product_categories.map((c: { name: string }) => c.name)).toEqual([
      'Breast Pumps',
      'Pump Accessories/Supplies',
    ]);

    const browser = patientBrowser(t.app);
    const all: Variant[] = (
      await browser.get(`/api/product_variants?product_vertical_uuid=${breastPump.uuid}`)
    ).json();
    expect(categoriesOf(all)).toEqual(['Breast Pumps', 'Pump Accessories/Supplies']);
    const brand = all[0]?.product.manufacturer ?? '';
    const byBrand: Variant[] = (
      await browser.get(
        `/api/product_variants?product_vertical_uuid=${breastPump.uuid}&brands[]=${encodeURIComponent(brand)}`,
      )
    ).json();
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((v) => v.product.manufacturer === brand)).toBe(true);
    const byText: Variant[] = (
      await browser.get(`/api/product_variants?product_vertical_uuid=${breastPump.uuid}&query=SPECTRA`)
    ).json();
    expect(
      byText.every((v) => `${v.product.name} ${v.product.manufacturer}`.toLowerCase().includes('spectra')),
    ).toBe(true);
    const cheap: Variant[] = (
      await browser.get(
        `/api/product_variants?product_vertical_uuid=${breastPump.uuid}&price_from=0&price_to=50`,
      )
    ).json();
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((v) => Number(v.prices.retail_cost) <= 50)).toBe(true);
    const free: Variant[] = (
      await browser.get(
        `/api/product_variants?product_vertical_uuid=${breastPump.uuid}&price_from=0&price_to=0`,
      )
    ).json();
    expect(free).toEqual([]);
  });

  it('shows a variant of the plan with its siblings, and nothing outside the plan', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const [pump] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0603')).json() as Variant[];
    const detail = await browser.get(`/api/product_variants/${pump?.uuid}?quantity=1`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().siblings.length).toBeGreaterThan(0);

    const cpap = patientBrowser(t.app);
    await cpap.useCode('CPA-PAP');
    const [machine] = (await cpap.get('/api/product_variants?hcpcs_codes[]=E0601')).json() as Variant[];
    const outside = await browser.get(`/api/product_variants/${machine?.uuid}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: SHOP_MESSAGES.invalidProduct });
  });

  it('answers the unknown-code message', async () => {
    const reply = await patientBrowser(t.app, '10.0.0.9').useCode('ZZZ-ZZZ');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: REFERRAL_MESSAGES.notFound });
  });

  it('saves onboarding answers on the session', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('CPA-PAP');
    const saved = await browser.put('/api/patients/update', {
      patient: { eligible_for_machine: false, estimated_due_date: null },
    });
    expect(saved.statusCode).toBe(200);
    expect((await browser.get('/api/patient_sessions/me')).json()).toMatchObject({
      eligible_for_machine: false,
    });
  });
});

describe('the same referral code again (issue 13 item 2)', () => {
  const t = useTestApp();
  const addPump = async (browser: ReturnType<typeof patientBrowser>) => {
    const [pump] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0603')).json() as Variant[];
    const added = await browser.post('/api/cart_items', {
      cart_item: { product_variant_uuid: pump?.uuid, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
  };

  it('keeps the cart and the onboarding answers when the link is reopened or the code re-typed', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    await browser.put('/api/patients/update', {
      patient: { eligible_for_machine: false, estimated_due_date: '2031-01-31' },
    });
    await addPump(browser);
    const before = (await browser.get('/api/patient_sessions/me')).json();

    for (const code of ['BRS-PMP', 'brspmp']) {
      const again = await browser.useCode(code);
      expect(again.statusCode).toBe(200);
      const session = (await browser.get('/api/patient_sessions/me')).json();
      expect(session).toMatchObject({
        cart_uuid: before.cart_uuid,
        eligible_for_machine: false,
        estimated_due_date: '2031-01-31',
      });
      expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(1);
    }
  });

  it('starts afresh for a different code', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    await addPump(browser);
    const before = (await browser.get('/api/patient_sessions/me')).json();
    expect((await browser.useCode('CPA-PAP')).statusCode).toBe(200);
    const session = (await browser.get('/api/patient_sessions/me')).json();
    expect(session.consultation.referral_code).toBe('CPAPAP');
    expect(session.cart_uuid).not.toBe(before.cart_uuid);
    expect((await browser.get('/api/carts/me')).json().cart_items).toHaveLength(0);
  });
});

describe('referral code throttling', () => {
  const t = useTestApp();

  it('answers 429 after ten failures from one address, even for a good code', async () => {
    const browser = patientBrowser(t.app, '10.1.1.1');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await browser.useCode('ZZZ-ZZZ')).statusCode).toBe(404);
    }
    const blocked = await browser.useCode('BRS-PMP');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: REFERRAL_MESSAGES.throttled });
    // Another address with a fresh session is not affected.
    expect((await patientBrowser(t.app, '10.2.2.2').useCode('BRS-PMP')).statusCode).toBe(200);
  });
});

describe('a catalogue page in production, where a page is written once and its bytes kept', () => {
  const t = useTestApp({ APP_ENV: 'production', SECRET_KEY: 'test-only-secret-key-that-is-long-enough' });

  it('answers every patient of the work order the same page, with its length, as JSON', async () => {
    const url = '/api/product_variants?query=breast&price_to=500';
    const replies = [];
    for (const address of ['10.3.3.1', '10.3.3.2', '10.3.3.1']) {
      const browser = patientBrowser(t.app, address);
      await browser.useCode('BRS-PMP');
      replies.push(await browser.get(url));
    }
    const [first, ...later] = replies;
    expect(first?.json().length).toBeGreaterThan(0);
    expect(first?.body).toContain('"product_title"');
    for (const reply of later) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(reply.body)));
      expect(reply.body).toBe(first?.body);
    }
  });
});
