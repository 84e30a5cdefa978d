import { addDeliveryDays } from '@dme/shared/delivery/business-days';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { testDeliveryDay, useDeliveryClock } from '../../test/delivery-clock';
import { placeFreeOrder, shippingAddress, shopperWithCart } from '../../test/order-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

const URL = '/api/delivery_estimate';

describe('what the shop and the cart promise for a ZIP code (issue 48 item 4)', () => {
  const t = useTestApp();
  const pretendItIs = useDeliveryClock();
  const day = testDeliveryDay();
  const as = {} as Record<'patient' | 'provider', AuthHeaders>;

  beforeAll(async () => {
    for (const role of ['patient', 'provider'] as const)
      as[role] = (await signInAs(t.app, t.context.db, DEMO_EMAILS[role])).headers;
  });

  it('asks a new browser for its ZIP code and stores nothing for the question', async () => {
    const browser = patientBrowser(t.app);
    const reply = await browser.get(URL);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'zip_needed' });
  });

  it.each([
    ['four digits', '9001', 'Zip code must be 5 digits'],
    ['letters', 'abcde', 'Zip code must be 5 digits'],
    ['a military post office', '09001', 'Enter a US ZIP code'],
  ])('refuses %s with a 400 naming the field', async (_name, zip, message) => {
    const reply = await patientBrowser(t.app).put(URL, { zip });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain(message);
  });

  it('promises today before the demo supplier’s 2 PM cut-off and the next delivery day after it', async () => {
    const browser = patientBrowser(t.app);
    pretendItIs(day, '10:00');
    const before = await browser.put(URL, { zip: '90012-3456' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      status: 'served',
      zip: '90012',
      delivery_date: day,
      is_same_day: true,
      order_by: expect.stringMatching(/^\d{4}-\d\d-\d\dT(21|22):00:00\.000Z$/),
      time_zone: 'America/Los_Angeles',
    });
    pretendItIs(day, '14:00');
    expect((await browser.get(URL)).json()).toMatchObject({
      zip: '90012',
      delivery_date: addDeliveryDays(day, 1),
      is_same_day: false,
      order_by: null,
    });
  });

  it('routes the cart as an order: a pump goes to the demo supplier, which delivers today', async () => {
    const { browser } = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    pretendItIs(day, '09:00');
    expect((await browser.put(URL, { zip: '94103' })).json()).toMatchObject({
      status: 'served',
      delivery_date: day,
      is_same_day: true,
    });
    // The demo supplier ships to five western states only.
    expect((await browser.put(URL, { zip: '10001' })).json()).toEqual({ status: 'unserved', zip: '10001' });
  });

  it('promises no day while the plan must still approve the order (prior authorisation)', async () => {
    const { browser } = await shopperWithCart(t.app, 'CPA-PAP', 'E0601', 'CLN-100-005');
    pretendItIs(day, '09:00');
    expect((await browser.put(URL, { zip: '94103' })).json()).toEqual({
      status: 'awaiting_approval',
      zip: '94103',
    });
    expect((await browser.get(URL)).json()).toEqual({ status: 'awaiting_approval', zip: '94103' });
  });

  it('keeps a ZIP code to the browser that typed it', async () => {
    const typed = patientBrowser(t.app);
    await typed.put(URL, { zip: '90012' });
    expect((await typed.get(URL)).json()).toMatchObject({ zip: '90012' });
    expect((await patientBrowser(t.app).get(URL)).json()).toEqual({ status: 'zip_needed' });
  });

  it('remembers where this browser’s last order went, until another ZIP code is typed', async () => {
    const shopper = await shopperWithCart(t.app, 'BRS-PMP', 'E0603', 'CLN-100-001');
    const placed = await placeFreeOrder(shopper.browser, shopper.cart.uuid);
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await shopper.browser.get(URL)).json()).toMatchObject({
      status: 'served',
      zip: shippingAddress.postal_code,
    });
    await shopper.browser.put(URL, { zip: '90012' });
    expect((await shopper.browser.get(URL)).json()).toMatchObject({ zip: '90012' });
  });

  it('reads no signed-in account’s addresses: a patient or provider on a new browser is asked', async () => {
    for (const role of ['patient', 'provider'] as const)
      expect((await patientBrowser(t.app, '10.0.0.8', as[role]).get(URL)).json()).toEqual({
        status: 'zip_needed',
      });
  });
});
