import { SHIPPING_DETAILS_MESSAGES } from '@dme/shared/orders/shipping-details';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';

const URL = '/api/orders/last_shipping_details';
const PASSWORD = 'Str0ng-Passw0rd!';
const NEW_PATIENT = 'dana.ortiz@example.com';

interface Address {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
}
const address = (line1: string, postalCode = '90012'): Address => ({
  line1,
  line2: 'Unit 2',
  city: 'Los Angeles',
  state: 'CA',
  postal_code: postalCode,
});

describe("GET /api/orders/last_shipping_details: the signed-in patient's last contact and address (issue 48 item 5)", () => {
  const t = useTestApp();
  const as = {} as Record<'patient' | 'newPatient' | 'supplier' | 'provider', AuthHeaders>;

  /** A free order of the BRS-PMP pump from a browser (signed in with `headers`, or a guest). */
  async function order(to: Address, customer: { name: string; email: string }, headers?: AuthHeaders) {
    const browser = patientBrowser(t.app, '127.0.0.1', headers ?? {});
    await browser.useCode('BRS-PMP');
    const carriers: { uuid: string; name: string }[] = (await browser.get('/api/insurance_carriers')).json();
    await browser.post('/api/insurance_statuses', {
      carrier: carriers.find((carrier) => carrier.name === 'Aetna')?.uuid,
      member_id: 'CLN-100-001',
      first_name: 'Emily',
      last_name: 'Carter',
      patient_birth_date: '1994-03-18',
    });
    const [variant] = (await browser.get('/api/product_variants?hcpcs_codes[]=E0603')).json();
    const cart = (
      await browser.post('/api/cart_items', {
        cart_item: { product_variant_uuid: variant.uuid, quantity: 1 },
      })
    ).json();
    const placed = await browser.post('/api/orders', {
      order: {
        cart_uuid: cart.uuid,
        customer_details: { ...customer, shipping: { address: { ...to, country: 'US' } } },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
  }

  const lastDetails = (headers?: AuthHeaders) => t.app.inject({ method: 'GET', url: URL, headers });
  const expectDetails = async (
    headers: AuthHeaders,
    to: Address,
    customer: { name: string; email: string },
  ) => {
    const reply = await lastDetails(headers);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      customer_details: customer,
      shipping_address: { ...to, country: 'US' },
    });
  };

  beforeAll(async () => {
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/patients',
      payload: { user: { email: NEW_PATIENT, password: PASSWORD, password_confirmation: PASSWORD } },
    });
    // The e-mailed code signs her in and proves the address.
    as.newPatient = (await signInAs(t.app, t.context.db, NEW_PATIENT, PASSWORD)).headers;
  });

  it('answers nothing to a signed-out browser, and refuses every other role', async () => {
    expect((await lastDetails()).statusCode).toBe(401);
    const guest = patientBrowser(t.app);
    await guest.useCode('BRS-PMP');
    expect((await guest.get(URL)).statusCode).toBe(401);
    expect((await lastDetails(as.supplier)).statusCode).toBe(403);
    expect((await lastDetails(as.provider)).statusCode).toBe(403);
  });

  it("answers a patient's newest own order, audited, and never another patient's", async () => {
    const jordan = { name: 'Jordan Lee', email: DEMO_EMAILS.patient };
    await order(address('350 S Grand Ave'), jordan, as.patient);
    await order(address('1 World Way', '90045'), jordan, as.patient);
    await expectDetails(as.patient, address('1 World Way', '90045'), jordan);
    const audits = await t.context.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.shipping_details_read'), eq(auditLogs.subjectType, 'order')));
    expect(audits.length).toBeGreaterThan(0);

    const reply = await lastDetails(as.newPatient);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: SHIPPING_DETAILS_MESSAGES.none });
  });

  it('never offers the address of a guest who typed her proven e-mail, though the order joins her account', async () => {
    const dana = { name: 'Dana Ortiz', email: NEW_PATIENT };
    await order(address('9 Elsewhere Rd', '90210'), { name: 'Someone Else', email: NEW_PATIENT });
    const history = await t.app.inject({ method: 'GET', url: '/api/orders', headers: as.newPatient });
    expect(history.json()).toHaveLength(1);
    expect((await lastDetails(as.newPatient)).statusCode).toBe(404);

    await order(address('77 Sunset Blvd', '90028'), dana, as.newPatient);
    await order(address('10 Later Guest St', '90210'), { name: 'Someone Else', email: NEW_PATIENT });
    await expectDetails(as.newPatient, address('77 Sunset Blvd', '90028'), dana);
    // The other patient's answer is unchanged by hers.
    await expectDetails(as.patient, address('1 World Way', '90045'), {
      name: 'Jordan Lee',
      email: DEMO_EMAILS.patient,
    });
  });
});
