import { EVIDENCE_MESSAGES } from '@dme/shared/coverage/evidence';
import { WORK_ORDER_MESSAGES } from '@dme/shared/work-orders/work-order-form';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, consultationHcpcsCodes, consultations, patients } from '../../db/schema';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { cpapOrder } from '../../test/work-order-fixtures';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const sleepStudy = (values: Record<string, unknown> = {}) => ({
  kind: 'pap',
  face_to_face_date: daysAgo(30),
  sleep_test_date: daysAgo(20),
  sleep_test_type: 'in_lab_psg',
  ahi_or_rdi: 20,
  event_count: 120,
  symptoms: [],
  ...values,
});

/** A CPAP order with its sleep study; `line` and `study` change the E0601 line and its evidence. */
const cpap = (
  referralCode: string,
  line: Record<string, unknown> = {},
  study: Record<string, unknown> = {},
) =>
  cpapOrder({
    referral_code: referralCode,
    provider_signature_date: daysAgo(1),
    hcpcs_codes: [
      {
        code: 'E0601',
        length_of_need: 99,
        pressure_setting: 10,
        icd10_codes: ['G47.33'],
        evidence: sleepStudy(study),
        ...line,
      },
    ],
  });

/** An oxygen order signed yesterday, tested the day before at rest; `line` and `test` change the E1390 line and its evidence. */
const oxygen = (
  referralCode: string,
  line: Record<string, unknown> = {},
  test: Record<string, unknown> = {},
) =>
  cpapOrder({
    referral_code: referralCode,
    provider_signature_date: daysAgo(1),
    eligible_for_machine: null,
    hcpcs_codes: [
      {
        code: 'E1390',
        arterial_saturation_percent: 88,
        icd10_codes: ['J44.1'],
        evidence: { kind: 'oxygen', test_date: daysAgo(2), test_condition: 'at_rest', ...test },
        ...line,
      },
    ],
  });

describe('work order numbers a body can have (issue 48 item 10)', () => {
  const t = useTestApp();
  const as = {} as Record<'provider' | 'supplier' | 'patient', AuthHeaders>;

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
  });

  const create = (consultation: object, headers: AuthHeaders | undefined = as.provider) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation },
      cookies: { time_zone: 'America/Los_Angeles' },
    });

  /** What a refused order could have written: the order, its lines, a patient, an audit row. */
  const written = async () => {
    const rows = async (table: typeof consultations | typeof consultationHcpcsCodes | typeof patients) =>
      (await t.context.db.select({ n: count() }).from(table))[0]?.n;
    return {
      consultations: await rows(consultations),
      lines: await rows(consultationHcpcsCodes),
      patients: await rows(patients),
      audit: (await t.context.db.select({ n: count() }).from(auditLogs))[0]?.n,
    };
  };

  it.each([
    [
      'a saturation of 0 %',
      oxygen('RNG-XAA', { arterial_saturation_percent: 0 }),
      WORK_ORDER_MESSAGES.saturationRange,
    ],
    [
      'a half-typed saturation of 8 %',
      oxygen('RNG-XAA', { arterial_saturation_percent: 8 }),
      WORK_ORDER_MESSAGES.saturationRange,
    ],
    [
      'a saturation of 101 %',
      oxygen('RNG-XAA', { arterial_saturation_percent: 101 }),
      WORK_ORDER_MESSAGES.saturationRange,
    ],
    ['a PaO2 of 19 mm Hg', oxygen('RNG-XAA', { po2_percent: 19 }), WORK_ORDER_MESSAGES.po2Range],
    ['a PaO2 of 151 mm Hg', oxygen('RNG-XAA', { po2_percent: 151 }), WORK_ORDER_MESSAGES.po2Range],
    ['a hematocrit of 95 %', oxygen('RNG-XAA', {}, { hematocrit_percent: 95 }), EVIDENCE_MESSAGES.hematocrit],
    ['a negative AHI', cpap('RNG-XAA', {}, { ahi_or_rdi: -1 }), EVIDENCE_MESSAGES.ahi],
    ['an AHI of 201', cpap('RNG-XAA', {}, { ahi_or_rdi: 201 }), EVIDENCE_MESSAGES.ahi],
    ['3,001 events', cpap('RNG-XAA', {}, { event_count: 3_001 }), EVIDENCE_MESSAGES.events],
    [
      'a length of need of 0 months',
      cpap('RNG-XAA', { length_of_need: 0 }),
      WORK_ORDER_MESSAGES.lengthOfNeedRange,
    ],
    [
      'a pressure of 45 cm H2O',
      cpap('RNG-XAA', { pressure_setting: 45 }),
      WORK_ORDER_MESSAGES.pressureSettingRange,
    ],
    [
      'a pressure of 3 cm H2O',
      cpap('RNG-XAA', { pressure_setting: 3 }),
      WORK_ORDER_MESSAGES.pressureSettingRange,
    ],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, body, message) => {
    const before = await written();
    const reply = await create(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: message });
    expect(await written()).toEqual(before);
  });

  it('takes the borderline values, and judges them', async () => {
    const borderline = [
      cpap('RNG-CPB', { length_of_need: 1, pressure_setting: 4 }, { ahi_or_rdi: 200, event_count: 3_000 }),
      cpap('RNG-CPC', { length_of_need: 99, pressure_setting: 25 }, { ahi_or_rdi: 0, event_count: 0 }),
      oxygen('RNG-XBB', { arterial_saturation_percent: 50 }),
      oxygen('RNG-XCC', { arterial_saturation_percent: null, po2_percent: 150 }),
    ];
    const statuses = [];
    for (const body of borderline) {
      const reply = await create(body);
      expect(reply.statusCode, reply.body).toBe(201);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/consultations/${reply.json().uuid}`,
        headers: as.provider,
      });
      statuses.push(detail.json().coverage_verdict.lines[0].status);
    }
    // AHI 200 meets; AHI 0 is below 5; 50 % is Group I; 150 mm Hg does not qualify.
    expect(statuses).toEqual(['meets', 'does_not_meet', 'meets', 'does_not_meet']);
    // The code the refused orders tried is still free: nothing of them was kept.
    expect((await create(oxygen('RNG-XAA'))).statusCode).toBe(201);
  });

  it('refuses the out-of-range order to other roles and to no one signed in before reading it', async () => {
    const body = oxygen('RNG-XDD', { arterial_saturation_percent: 0 });
    expect((await create(body, as.supplier)).statusCode).toBe(403);
    expect((await create(body, as.patient)).statusCode).toBe(403);
    expect((await create(body, {} as AuthHeaders)).statusCode).toBe(401);
  });
});
