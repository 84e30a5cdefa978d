import { INSURANCE_ERROR_TYPES, INSURANCE_MESSAGES } from '@dme/shared/insurance/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insuranceStatuses, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { latestSignInCode, signInAs } from '../../test/auth-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

type Browser = ReturnType<typeof patientBrowser>;
type Variant = {
  uuid: string;
  prices: { retail_cost: string; patient_cost: string };
  product: { hcpcs_code: { code: string } };
};

describe('insurance pricing', () => {
  const t = useTestApp();

  async function carriers() {
    const list: { uuid: string; name: string; has_suppliers: boolean }[] = (
      await t.app.inject({ method: 'GET', url: '/api/insurance_carriers' })
    ).json();
    const aetna = list.find((carrier) => carrier.name === 'Aetna');
    const molina = list.find((carrier) => carrier.name === 'Molina Healthcare');
    return { aetna, molina };
  }
  const check = async (browser: Browser, memberId: string, carrier?: string) =>
    browser.post('/api/insurance_statuses', {
      carrier: carrier ?? (await carriers()).aetna?.uuid,
      member_id: memberId,
      first_name: 'Emily',
      last_name: 'Carter',
      patient_birth_date: '1994-03-18',
    });
  const pumpPrice = async (browser: Browser, headers: Record<string, string> = {}) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/product_variants?hcpcs_codes[]=E0603',
      cookies: browser.cookies,
      headers,
    });
    return (reply.json() as Variant[])[0]?.prices;
  };

  it('lists carriers with whether a supplier partner takes them', async () => {
    const { aetna, molina } = await carriers();
    expect(aetna?.has_suppliers).toBe(true);
    expect(molina?.has_suppliers).toBe(false);
  });

  it('makes insured items free for a fully covered member, everywhere at once, until removed', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const before = await pumpPrice(browser);
    expect(before?.patient_cost).toBe(before?.retail_cost);

    const checked = await check(browser, 'CLN-100-001');
    expect(checked.statusCode).toBe(201);
    expect(checked.json()).toMatchObject({
      active: true,
      requires_authorization: false,
      insurance_savings_available: true,
      deductible_remaining: null,
      patient_insurance_plan: {
        patient_full_name: 'Emily Carter',
        insurance_carrier_name: 'Aetna',
        insurance_member_id: 'CLN100001',
      },
    });
    expect((await pumpPrice(browser))?.patient_cost).toBe('0.00');

    const [pump] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0603')).json() as Variant[];
    const cart = (
      await browser.post('/api/cart_items', { cart_item: { product_variant_uuid: pump?.uuid, quantity: 1 } })
    ).json();
    expect(cart).toMatchObject({
      is_free: true,
      formatted_prices: { subtotal_with_insurance_discount: '$0.00' },
    });
    expect(cart.prices.subtotal_payer_responsibility).toBe(pump?.prices.retail_cost);

    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/insurance_statuses/me', cookies: browser.cookies });
    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(404);
    expect((await browser.get('/api/carts/me')).json().is_free).toBe(false);
    expect(await pumpPrice(browser)).toEqual(before);
  });

  it('keeps retail prices while the deductible is not met', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const checked = await check(browser, 'CLN100002');
    expect(checked.statusCode).toBe(201);
    const prices = await pumpPrice(browser);
    expect(prices?.patient_cost).toBe(prices?.retail_cost);
    // Covered, but nothing is cheaper until the deductible is met: no savings to announce (issue 13 item 4).
    expect(checked.json()).toMatchObject({
      active: true,
      insurance_savings_available: false,
      deductible_remaining: '$2,500.00',
    });
    expect((await browser.get('/api/insurance_statuses/me')).json()).toMatchObject({
      insurance_savings_available: false,
      deductible_remaining: '$2,500.00',
    });
  });

  it.each([
    ['CLN-100-001', true],
    // The plan answers only for service type 30: active, but DME coverage is not confirmed.
    ['CLN-100-008', false],
  ])(
    'member %s: DME benefits confirmed %s, and the cart says whether its prices are estimates',
    async (memberId, confirmed) => {
      const browser = patientBrowser(t.app);
      await browser.useCode('CPA-PAP');
      const checked = await check(browser, memberId);
      expect(checked.statusCode).toBe(201);
      expect(checked.json()).toMatchObject({ active: true, dme_benefits_confirmed: confirmed });
      expect((await browser.get('/api/insurance_statuses/me')).json().dme_benefits_confirmed).toBe(confirmed);

      const [variant] = (await browser.get('/api/product_variants')).json() as Variant[];
      const cart = (
        await browser.post('/api/cart_items', {
          cart_item: { product_variant_uuid: variant?.uuid, quantity: 1 },
        })
      ).json();
      expect(cart.prices_are_estimates).toBe(!confirmed);
      // Estimates are still real amounts in cents: never above retail.
      const total = Number(cart.formatted_prices.subtotal_with_insurance_discount.replace(/[$,]/g, ''));
      expect(total).toBeLessThanOrEqual(Number(cart.formatted_prices.subtotal.replace(/[$,]/g, '')));
    },
  );

  it.each([
    ['CLN-100-003', INSURANCE_ERROR_TYPES.healthPlan, INSURANCE_MESSAGES.confirmInformation],
    ['CLN-100-004', INSURANCE_ERROR_TYPES.unsupportedPlan, INSURANCE_MESSAGES.unsupportedPlan],
    ['CLN-100-006', INSURANCE_ERROR_TYPES.unsupportedPlan, INSURANCE_MESSAGES.unsupportedStateExchangePlan],
  ])('answers member %s with %s and keeps retail prices', async (memberId, type, message) => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const reply = await check(browser, memberId);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ type, error: message });
    expect((await browser.get('/api/insurance_statuses/me')).statusCode).toBe(404);
  });

  it('flags plans that need authorisation and sends carriers without suppliers to the contact form', async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    expect((await check(browser, 'CLN-100-005')).json()).toMatchObject({
      active: true,
      requires_authorization: true,
    });
    const noSupplier = await check(browser, 'CLN-100-001', (await carriers()).molina?.uuid);
    expect(noSupplier.json()).toEqual({
      type: INSURANCE_ERROR_TYPES.unsupportedPlan,
      error: INSURANCE_MESSAGES.noSuppliers,
    });
  });

  it('validates the form: future birth dates and missing fields', async () => {
    const browser = patientBrowser(t.app);
    const future = await browser.post('/api/insurance_statuses', {
      carrier: (await carriers()).aetna?.uuid,
      member_id: 'XY',
      first_name: 'A',
      last_name: 'B',
      patient_birth_date: '2999-01-01',
    });
    expect(future.json().error).toContain(INSURANCE_MESSAGES.futureDate);
    const bad = await browser.post('/api/insurance_statuses', { carrier: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it("ignores another session's insurance status in the header", async () => {
    const insured = patientBrowser(t.app);
    await insured.useCode('BRS-PMP');
    const { uuid } = (await check(insured, 'CLN-100-001')).json();
    const stranger = patientBrowser(t.app);
    await stranger.useCode('BRS-PMP');
    const prices = await pumpPrice(stranger, { 'insurance-status-uuid': uuid });
    expect(prices?.patient_cost).toBe(prices?.retail_cost);
  });

  it("prices the catalogue and the cart by the header's status when it is the session's own, else by its current one", async () => {
    const browser = patientBrowser(t.app);
    await browser.useCode('BRS-PMP');
    const fullCoverage = (await check(browser, 'CLN-100-001')).json().uuid as string;
    // The deductible plan is the session's current status: retail prices.
    expect((await check(browser, 'CLN-100-002')).statusCode).toBe(201);
    const stranger = patientBrowser(t.app);
    await stranger.useCode('BRS-PMP');
    const strangers = (await check(stranger, 'CLN-100-001')).json().uuid as string;

    const current = await pumpPrice(browser);
    expect(current?.patient_cost).toBe(current?.retail_cost);
    expect((await pumpPrice(browser, { 'insurance-status-uuid': fullCoverage }))?.patient_cost).toBe('0.00');
    expect(await pumpPrice(browser, { 'insurance-status-uuid': strangers })).toEqual(current);

    const [pump] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0603')).json() as Variant[];
    await browser.post('/api/cart_items', { cart_item: { product_variant_uuid: pump?.uuid, quantity: 1 } });
    const cartWith = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/carts/me', cookies: browser.cookies, headers })).json();
    expect((await cartWith({})).is_free).toBe(false);
    expect((await cartWith({ 'insurance-status-uuid': fullCoverage })).is_free).toBe(true);
    expect((await cartWith({ 'insurance-status-uuid': strangers })).is_free).toBe(false);
  });

  it('shows a signed-in patient their insurance', async () => {
    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.patient);
    // Other demo data may have checked the demo patient's insurance already: start without any.
    const [patient] = await t.context.db.select().from(users).where(eq(users.email, DEMO_EMAILS.patient));
    await t.context.db.delete(insuranceStatuses).where(eq(insuranceStatuses.userId, patient?.id ?? ''));
    const none = await t.app.inject({ method: 'GET', url: '/api/patient_insurance_plans/me', headers });
    expect(none.statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/insurance_statuses',
      headers,
      payload: {
        carrier: (await carriers()).aetna?.uuid,
        member_id: 'CLN-100-001',
        first_name: 'Jordan',
        last_name: 'Lee',
        patient_birth_date: '1990-05-05',
      },
    });
    const plan = await t.app.inject({ method: 'GET', url: '/api/patient_insurance_plans/me', headers });
    expect(plan.json()).toEqual({
      patient_full_name: 'Jordan Lee',
      insurance_carrier_name: 'Aetna',
      insurance_member_id: 'CLN100001',
      dme_benefits_confirmed: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/patient_insurance_plans/me' })).statusCode).toBe(
      401,
    );
  });
});

describe('contact requests and the prescription verify form', () => {
  const t = useTestApp({ SUPPORT_EMAIL: 'help@carelane.test' });

  it('stores a contact request and e-mails the support desk', async () => {
    const browser = patientBrowser(t.app);
    const reply = await browser.post('/api/patients/contact_request', {
      patient: {
        phone_number: '(213) 555-0190',
        best_time_to_call: 'Anytime',
        physician_name: 'Dr. Okafor',
        insurance_carrier_name: 'Tiny Health Co',
      },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toContain('one business day');
    const [mail] = (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json();
    expect(mail).toMatchObject({ to: 'help@carelane.test', subject: 'Insurance help requested' });
    expect((await browser.post('/api/patients/contact_request', { patient: {} })).statusCode).toBe(400);
  });

  it('finds the work order a provider wrote for that e-mail and phone, or starts an inbound lead, after the e-mailed code', async () => {
    const confirm = async (browser: Browser, consultation: object, to: string) => {
      const sent = await browser.post('/api/consultations/find_or_create', { consultation });
      expect(sent.json()).toMatchObject({ code_sent: true });
      const code = await latestSignInCode(t.context.db, to);
      return browser.post('/api/consultations/verify_code', { consultation: { code } });
    };
    const matched = patientBrowser(t.app);
    const found = await confirm(
      matched,
      { patient_email: 'ROBERT.NGUYEN@demo.test', patient_phone: '213-555-0111' },
      'robert.nguyen@demo.test',
    );
    expect(found.json()).toMatchObject({ referral_code: 'CPAPAP', inbound_lead: false });

    const lead = patientBrowser(t.app);
    const created = await confirm(
      lead,
      { patient_email: 'robert.nguyen@demo.test', patient_phone: '(213) 555-0999' },
      'robert.nguyen@demo.test',
    );
    expect(created.json()).toMatchObject({ inbound_lead: true, provider: null, hcpcs_codes: [] });
    const variants = (await lead.get('/api/product_variants')).json();
    expect(variants.length).toBeGreaterThan(0);
  });
});
