import { REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultations, patients, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { latestSignInCode, signInAs } from '../../test/auth-helpers';
import { patientBrowser } from '../../test/patient-session-helpers';
import { useTestApp } from '../../test/test-app';
import { createPatientAccount } from '../auth/admin.service';

type Browser = ReturnType<typeof patientBrowser>;

// Robert Nguyen's CPAP work order (CPA-PAP) is written for this e-mail and phone.
const ROBERT = { patient_email: 'robert.nguyen@demo.test', patient_phone: '(213) 555-0111' };
const ROBERT_MASKED = { patient_email: 'r•••@d•••.test', patient_phone: '(•••) •••-0111' };
/** Every form of Robert's contact a reply could carry (the e-mail's parts, the phone's digits). */
const ROBERT_RAW = ['robert.nguyen', 'nguyen@', '@demo.test', '555-0111', '5550111', '(213)', '213-'];

const expectNoRawContact = (body: string) => {
  for (const raw of ROBERT_RAW) expect(body.toLowerCase()).not.toContain(raw);
};

describe("the referral code shows the patient's e-mail and phone only to who proved them (issue 45 item 3)", () => {
  const t = useTestApp();

  /** The prescription step in `browser`: Robert's e-mail and phone, then the code mailed to him. */
  const proveRobert = async (browser: Browser) => {
    const sent = await browser.post('/api/consultations/find_or_create', { consultation: ROBERT });
    expect(sent.json()).toMatchObject({ code_sent: true });
    const code = await latestSignInCode(t.database.db, ROBERT.patient_email);
    return browser.post('/api/consultations/verify_code', { consultation: { code } });
  };

  it('answers an anonymous look-up what the shop needs, the contact masked, in every reply', async () => {
    const browser = patientBrowser(t.app, '10.45.3.1');
    const lookup = await browser.useCode('CPA-PAP');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({
      ...ROBERT_MASKED,
      referral_code: 'CPAPAP',
      product_vertical_name: 'Respiratory Care',
      hcpcs_codes: ['E0601', 'A7030', 'E0562'],
      provider: { first_name: 'Maya', last_name: 'Okafor', npi: '1245319599', pecos: true },
      patient_packet_types: expect.any(Array),
    });
    expectNoRawContact(lookup.body);

    const session = await browser.get('/api/patient_sessions/me');
    expect(session.json().consultation).toMatchObject(ROBERT_MASKED);
    expectNoRawContact(session.body);
    for (const url of ['/api/carts/me', '/api/product_variants'])
      expectNoRawContact((await browser.get(url)).body);

    // A work order with an e-mail only, and one with a phone only.
    expect((await browser.useCode('BRS-PMP')).json()).toMatchObject({
      patient_email: 'e•••@d•••.test',
      patient_phone: null,
    });
    expect((await browser.useCode('NSE-CAN')).json()).toMatchObject({
      patient_email: null,
      patient_phone: '(•••) •••-0122',
    });
  });

  it('reveals them once the e-mailed code is typed back in the same browser, never to another browser', async () => {
    const patient = patientBrowser(t.app, '10.45.3.2');
    expect((await patient.useCode('CPA-PAP')).json()).toMatchObject(ROBERT_MASKED);

    const confirmed = await proveRobert(patient);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ ...ROBERT, referral_code: 'CPAPAP' });
    expect((await patient.get('/api/patient_sessions/me')).json().consultation).toMatchObject(ROBERT);
    expect((await patient.useCode('cpa-pap')).json()).toMatchObject(ROBERT);

    const stranger = patientBrowser(t.app, '10.45.3.2');
    const elsewhere = await stranger.useCode('CPA-PAP');
    expect(elsewhere.json()).toMatchObject(ROBERT_MASKED);
    expectNoRawContact(elsewhere.body);
    expectNoRawContact((await stranger.get('/api/patient_sessions/me')).body);

    // The proof is of Robert's work order: another code in the same browser stays masked, and
    // Robert's is shown again when he comes back to it.
    expect((await patient.useCode('BRS-PMP')).json()).toMatchObject({ patient_email: 'e•••@d•••.test' });
    expect((await patient.get('/api/patient_sessions/me')).json().consultation).toMatchObject({
      patient_email: 'e•••@d•••.test',
    });
    expect((await patient.useCode('CPA-PAP')).json()).toMatchObject(ROBERT);
  });

  it("proves nothing of a code's patient to one who confirms their own e-mail instead", async () => {
    const holder = patientBrowser(t.app, '10.45.3.3');
    await holder.useCode('CPA-PAP');
    await holder.post('/api/consultations/find_or_create', {
      consultation: { patient_email: 'code.holder@example.com', patient_phone: '(213) 555-0111' },
    });
    const code = await latestSignInCode(t.database.db, 'code.holder@example.com');
    const own = await holder.post('/api/consultations/verify_code', { consultation: { code } });
    // Their own inbound lead, with their own contact.
    expect(own.json()).toMatchObject({ inbound_lead: true, patient_email: 'code.holder@example.com' });

    const lookup = await holder.useCode('CPA-PAP');
    expect(lookup.json()).toMatchObject(ROBERT_MASKED);
    expectNoRawContact(lookup.body);
  });

  it('forgets the proof when the browser signs out, even if its old cookie comes back', async () => {
    const patient = patientBrowser(t.app, '10.45.3.4');
    await patient.useCode('CPA-PAP');
    await proveRobert(patient);
    const oldCookie = patient.cookies.session_id ?? '';
    expect((await patient.get('/auth/sign_out')).statusCode).toBe(200);
    expect((await patient.useCode('CPA-PAP')).json()).toMatchObject(ROBERT_MASKED);

    patient.cookies.session_id = oldCookie;
    const revived = await patient.useCode('CPA-PAP');
    expect(revived.json()).toMatchObject(ROBERT_MASKED);
    expectNoRawContact(revived.body);
  });

  it('shows them to the signed-in patient who owns the work order; other accounts see them masked', async () => {
    const [owner] = await t.database.db
      .select({ email: users.email })
      .from(consultations)
      .innerJoin(patients, eq(patients.id, consultations.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(eq(consultations.referralCode, 'SHPDMX'));
    expect(owner?.email).toBe(DEMO_EMAILS.patient);
    const OWN = { patient_email: DEMO_EMAILS.patient, patient_phone: null };
    const MASKED = { patient_email: 'p•••@d•••.test', patient_phone: null };

    const signedIn = async (email: string) =>
      patientBrowser(t.app, '10.45.3.5', (await signInAs(t.app, t.database.db, email)).headers);
    const patient = await signedIn(DEMO_EMAILS.patient);
    expect((await patient.useCode('SHP-DMX')).json()).toMatchObject(OWN);
    expect((await patient.get('/api/patient_sessions/me')).json().consultation).toMatchObject(OWN);
    // Signed in, the patient sees another patient's work order masked all the same.
    expect((await patient.useCode('CPA-PAP')).json()).toMatchObject(ROBERT_MASKED);

    await createPatientAccount(t.database.db, {
      email: 'other.patient@example.com',
      password: DEMO_PASSWORD,
    });
    for (const email of [
      'other.patient@example.com',
      DEMO_EMAILS.provider,
      DEMO_EMAILS.supplier,
      DEMO_EMAILS.admin,
    ]) {
      const browser = await signedIn(email);
      const lookup = await browser.useCode('SHP-DMX');
      expect(lookup.statusCode, email).toBe(200);
      expect(lookup.json(), email).toMatchObject(MASKED);
      expect(lookup.body).not.toContain(DEMO_EMAILS.patient);
      expect((await browser.get('/api/patient_sessions/me')).body).not.toContain(DEMO_EMAILS.patient);
    }
  });

  it('answers an unknown code with the refusal alone', async () => {
    const reply = await patientBrowser(t.app, '10.45.3.6').useCode('ZZZ-999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: REFERRAL_MESSAGES.notFound });
  });
});
