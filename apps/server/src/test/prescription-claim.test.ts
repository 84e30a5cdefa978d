import { PRESCRIPTION_CLAIM_MESSAGES } from '@dme/shared/shop/api';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema/index';
import { patientBrowser } from './patient-session-helpers';
import { useTestApp } from './test-app';

// Robert Nguyen's CPAP work order (CPA-PAP, from Dr. Okafor) is written for this e-mail and phone.
const ROBERT = { patient_email: 'ROBERT.NGUYEN@demo.test', patient_phone: '213-555-0111' };
const IDENTIFYING = [
  'CPAPAP',
  'CPA-PAP',
  'E0601',
  'Okafor',
  'Maya',
  '1245319599',
  'npi',
  'hcpcs',
  'referral',
];

describe('the prescription verify form reveals and binds nothing without the e-mailed code (issue 12 item 7)', () => {
  const t = useTestApp();
  const latestCode = async (to: string) => {
    const [mail] = await t.database.db
      .select({ text: outboxMessages.text, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return { code, text: mail?.text ?? '' };
  };

  it('answers a stranger with e-mail + phone exactly as for an unknown patient, and binds nothing', async () => {
    const attacker = patientBrowser(t.app, '198.51.100.7');
    const matched = await attacker.post('/api/consultations/find_or_create', { consultation: ROBERT });
    const unknown = await attacker.post('/api/consultations/find_or_create', {
      consultation: { patient_email: 'nobody@example.com', patient_phone: '(213) 555-0177' },
    });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toEqual({ message: PRESCRIPTION_CLAIM_MESSAGES.sent, code_sent: true });
    expect(unknown.body).toBe(matched.body);
    for (const value of IDENTIFYING) expect(matched.body.toLowerCase()).not.toContain(value.toLowerCase());

    const session = (await attacker.get('/api/patient_sessions/me')).json();
    expect(session.consultation).toBeNull();
    expect((await attacker.get('/api/product_variants')).json().length).toBeGreaterThan(0);
  });

  it('binds the work order once the patient types the code sent to their own e-mail', async () => {
    const patient = patientBrowser(t.app, '198.51.100.8');
    await patient.post('/api/consultations/find_or_create', { consultation: ROBERT });
    const { code, text } = await latestCode('robert.nguyen@demo.test');
    expect(text).toContain('connect the prescription your provider sent us');

    const confirmed = await patient.post('/api/consultations/verify_code', { consultation: { code } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ referral_code: 'CPAPAP', inbound_lead: false });
    expect((await patient.get('/api/patient_sessions/me')).json().consultation.referral_code).toBe('CPAPAP');

    const again = await patient.post('/api/consultations/verify_code', { consultation: { code } });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: PRESCRIPTION_CLAIM_MESSAGES.expired });
  });

  it('starts an inbound lead for an unknown contact only after the code', async () => {
    const lead = patientBrowser(t.app, '198.51.100.9');
    await lead.post('/api/consultations/find_or_create', {
      consultation: { patient_email: 'new.mother@example.com', patient_phone: '(213) 555-0999' },
    });
    expect((await lead.get('/api/patient_sessions/me')).json().consultation).toBeNull();
    const { code, text } = await latestCode('new.mother@example.com');
    expect(text).toContain('upload a photo or scan of your prescription');
    const confirmed = await lead.post('/api/consultations/verify_code', { consultation: { code } });
    expect(confirmed.json()).toMatchObject({ inbound_lead: true, provider: null, hcpcs_codes: [] });
  });

  it('does not accept the code in another browser, and gives a code 5 tries', async () => {
    const patient = patientBrowser(t.app, '198.51.100.10');
    await patient.post('/api/consultations/find_or_create', { consultation: ROBERT });
    const { code } = await latestCode('robert.nguyen@demo.test');

    const attacker = patientBrowser(t.app, '198.51.100.11');
    const elsewhere = await attacker.post('/api/consultations/verify_code', { consultation: { code } });
    expect(elsewhere.statusCode).toBe(422);
    expect((await attacker.get('/api/patient_sessions/me')).json().consultation).toBeNull();

    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await patient.post('/api/consultations/verify_code', { consultation: { code: wrong } });
      expect(reply.json()).toEqual({ error: PRESCRIPTION_CLAIM_MESSAGES.invalid });
    }
    const late = await patient.post('/api/consultations/verify_code', { consultation: { code } });
    expect(late.json()).toEqual({ error: PRESCRIPTION_CLAIM_MESSAGES.expired });
    expect((await patient.get('/api/patient_sessions/me')).json().consultation).toBeNull();
  });

  // A race only on PostgreSQL (TEST_DATABASE_URL); on PGlite the guesses run one at a time.
  it('compares at most 5 of 40 parallel guesses, the right code among them', async () => {
    const patient = patientBrowser(t.app, '198.51.100.12');
    await patient.post('/api/consultations/find_or_create', { consultation: ROBERT });
    const { code } = await latestCode('robert.nguyen@demo.test');
    const guesses = Array.from({ length: 40 }, (_, index) =>
      index === 12 ? code : String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(
      guesses.map((guess) =>
        patient.post('/api/consultations/verify_code', { consultation: { code: guess } }),
      ),
    );
    const compared = replies.filter(
      (reply) => reply.statusCode === 200 || reply.json().error === PRESCRIPTION_CLAIM_MESSAGES.invalid,
    );
    expect(compared.length).toBeLessThanOrEqual(5);
  });

  it('mails at most 5 codes per address per hour', async () => {
    const replies = [];
    for (let request = 0; request < 7; request++) {
      const browser = patientBrowser(t.app, `198.51.101.${request}`);
      replies.push(
        await browser.post('/api/consultations/find_or_create', {
          consultation: { patient_email: 'flooded@example.com', patient_phone: '(213) 555-0123' },
        }),
      );
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(replies[6]?.json()).toEqual({ error: PRESCRIPTION_CLAIM_MESSAGES.tooMany });
  });
});
