import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { parseWorkOrderSearch } from '@dme/shared/work-orders/search';
import { WORK_ORDER_MESSAGES } from '@dme/shared/work-orders/work-order-form';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { providers, users } from '../../db/schema';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { type AuthHeaders, signInAs, signInAsNewProvider } from '../../test/auth-helpers';

const SEARCH_PROVIDER = { email: 'search.provider@example.com', npi: '1952000002' };

import { useTestApp } from '../../test/test-app';
import { breastPumpOrder, cpapOrder } from '../../test/work-order-fixtures';
import { findWorkOrderPage } from './work-orders.repo';

describe('work orders', () => {
  const t = useTestApp();
  const as: Record<'provider' | 'otherProvider' | 'supplier' | 'patient', AuthHeaders> = {} as never;

  beforeAll(async () => {
    as.provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    as.otherProvider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.ehrProvider)).headers;
    as.supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    as.patient = (await signInAs(t.app, t.context.db, DEMO_EMAILS.patient)).headers;
  });

  const create = (headers: AuthHeaders | undefined, consultation: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/consultations',
      headers,
      payload: { consultation },
      cookies: { time_zone: 'America/Los_Angeles' },
    });

  it('lists HCPCS codes with their ICD-10 codes and device flags', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/hcpcs_codes?include_icd10s=true' });
    const cpap = reply.json().find((code: { code: string }) => code.code === 'E0601');
    expect(cpap).toMatchObject({
      alias: 'CPAP Device',
      is_cpap: true,
      is_cpap_machine: true,
      is_oxygen_core: false,
    });
    expect(cpap.product_vertical.name).toBe('Respiratory Care');
    expect(cpap.hcpcs_code_icd10_s).toContainEqual({
      icd10: { code: 'G47.33', description: expect.any(String) },
      is_primary_dx: true,
      is_secondary_dx: expect.any(Boolean),
      is_required_secondary_dx: false,
    });
  });

  it('hands providers a fresh referral code and nobody else', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/consultations/new', headers: as.provider });
    expect(reply.json().referral_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/consultations/new' })).statusCode).toBe(401);
    for (const headers of [as.supplier, as.patient]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/consultations/new', headers })).statusCode).toBe(
        403,
      );
    }
  });

  it('creates a breast pump order and shows it only to its provider', async () => {
    const created = await create(as.provider, breastPumpOrder());
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json();

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/consultations/${uuid}`,
      headers: as.provider,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      uuid,
      referral_code: 'BPMTST',
      patient_name: 'Jane Doe',
      patient_dob: '1990-01-02',
      patient_email: 'jane.doe@example.com',
      patient_phone: null,
      patient_primary_contact: 'jane.doe@example.com',
      display_status: 'Awaiting Patient',
      product_vertical_name: 'Breast Pump',
      provider: { formal_full_name: 'Maya Okafor', npi: '1245319599', pecos: true },
      fax: { number: expect.any(String), email: expect.any(String) },
      // The cover sheet's two referral codes, signed for this work order (issue 45).
      cover_sheet_codes: {
        referral_code: expect.stringMatching(/^BPMTST\.[0-9A-F]{20}$/),
        formatted_referral_code: expect.stringMatching(/^BPM-TST\.[0-9A-F]{20}$/),
      },
      consultation_hcpcs_codes: [
        {
          hcpcs_code: {
            code: 'E0603',
            alias: 'Electric Breast Pump',
            product_category: { name: 'Breast Pumps' },
          },
          icd10_s: [{ code: 'Z39.1', description: 'Encounter for care and examination of lactating mother' }],
        },
      ],
      patient_packet_types: [
        { type: 'prescription', required: true, upload_enabled: true, uploaded: false, name: 'Prescription' },
        { type: 'fax_bundle', required: false, upload_enabled: true, uploaded: false, name: 'Fax Bundle' },
      ],
    });

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/consultations/${uuid}`, headers: as.otherProvider }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/consultations/${uuid}`, headers: as.supplier }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/consultations/${uuid}` })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/consultations/not-a-uuid',
      headers: as.provider,
    });
    expect(bad.json()).toEqual({ error: WORK_ORDER_ERRORS.invalidId });
  });

  it('creates a CPAP order with its machine answer, PAP fields and required documents', async () => {
    const created = await create(as.provider, cpapOrder());
    expect(created.statusCode).toBe(201);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/consultations/${created.json().uuid}`,
        headers: as.provider,
      })
    ).json();
    expect(detail).toMatchObject({
      eligible_for_machine: true,
      best_time_to_call: 'Anytime',
      patient_primary_contact: '(213) 555-0101',
    });
    expect(detail.consultation_hcpcs_codes[0]).toMatchObject({ length_of_need: 99, pressure_setting: 10 });
    expect(detail.patient_packet_types.map((p: { type: string }) => p.type)).toEqual([
      'prescription',
      'sleep_study',
      'encounter_for_order',
      'fax_bundle',
    ]);
  });

  it.each([
    [
      'a respiratory order without a phone',
      cpapOrder({ referral_code: 'ZZZ-ZZ2', patient_phone: '' }),
      WORK_ORDER_MESSAGES.phoneRequired,
    ],
    [
      'no email or phone',
      breastPumpOrder({ referral_code: 'ZZZ-ZZ3', patient_email: '' }),
      WORK_ORDER_MESSAGES.emailOrPhone,
    ],
    [
      'no attestation',
      cpapOrder({ referral_code: 'ZZZ-ZZ4', provider_attestation: false }),
      WORK_ORDER_MESSAGES.attestation,
    ],
    [
      'no machine answer',
      cpapOrder({ referral_code: 'ZZZ-ZZ5', eligible_for_machine: null }),
      WORK_ORDER_MESSAGES.machineQuestion,
    ],
    [
      'a future signature',
      breastPumpOrder({ referral_code: 'ZZZ-ZZ6', provider_signature_date: '2999-01-01' }),
      WORK_ORDER_MESSAGES.futureDate,
    ],
    [
      'a secondary-only diagnosis',
      breastPumpOrder({
        referral_code: 'ZZZ-ZZ7',
        hcpcs_codes: [{ code: 'E0603', icd10_codes: ['P92.5'] }],
      }),
      WORK_ORDER_MESSAGES.noPrimaryDiagnosis,
    ],
    [
      'an unknown code',
      breastPumpOrder({ referral_code: 'ZZZ-ZZ8', hcpcs_codes: [{ code: 'X9999', icd10_codes: ['Z39.1'] }] }),
      WORK_ORDER_MESSAGES.unknownCode,
    ],
    [
      'two verticals',
      breastPumpOrder({
        referral_code: 'ZZZ-ZZ9',
        hcpcs_codes: [
          { code: 'E0603', icd10_codes: ['Z39.1'] },
          { code: 'A7030', icd10_codes: ['G47.33'] },
        ],
      }),
      WORK_ORDER_MESSAGES.oneVertical,
    ],
  ])('refuses %s with the form message', async (_name, body, message) => {
    const reply = await create(as.provider, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: message });
  });

  it('refuses a referral code already in use', async () => {
    const reply = await create(as.provider, breastPumpOrder());
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ error: WORK_ORDER_ERRORS.referralCodeTaken });
  });

  it('refuses work orders from suppliers and patients', async () => {
    for (const headers of [as.supplier, as.patient]) {
      expect((await create(headers, breastPumpOrder({ referral_code: 'YYY-YY2' }))).statusCode).toBe(403);
    }
  });

  it('never answers 5xx to a malformed work order body', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.object(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            referral_code: field,
            patient_email: field,
            patient_dob: field,
            provider_signature_date: field,
            hcpcs_codes: fc.oneof(
              field,
              fc.array(fc.record({ code: field, icd10_codes: field, length_of_need: field })),
            ),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const reply = await create(as.provider, body);
          expect(reply.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('work order dashboard search, sort and pages', () => {
  const t = useTestApp();
  let headers: AuthHeaders;
  const names = ['Ana Lopez', 'Anabel Smith', 'Bob Stone', 'Carla Anders', 'Dee Ng'];

  beforeAll(async () => {
    // A provider of its own starts with no work orders, so the expectations are exact.
    headers = (await signInAsNewProvider(t.app, t.context.db, SEARCH_PROVIDER.email, SEARCH_PROVIDER.npi))
      .headers;
    for (const [index, name] of names.entries()) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers,
        payload: {
          consultation: breastPumpOrder({
            referral_code: `SRC-TS${'ABCDE'[index]}`,
            patient_name: name,
            patient_email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
            patient_dob: `1990-0${index + 1}-15`,
          }),
        },
      });
      expect(reply.statusCode).toBe(201);
    }
  });

  const list = async (query: string) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/consultations?${query}`, headers });
    expect(reply.statusCode).toBe(200);
    return reply.json() as { data: { patient_name: string }[]; meta: { total: number } };
  };
  const namesOf = (reply: { data: { patient_name: string }[] }) => reply.data.map((row) => row.patient_name);

  it.each([
    ['query=ana', ['Anabel Smith', 'Ana Lopez']],
    ['query=ANA%20lo', ['Ana Lopez']],
    ['query=an%20s', ['Anabel Smith']],
    ['query=nders', []],
    ['query=bob%40', ['Bob Stone']],
    ['query=3%2F15%2F1990', ['Bob Stone']],
    ['query=bob%203%2F15%2F1990', ['Bob Stone']],
    ['query=ana%203%2F15%2F1990', []],
    ['query=2%2F31%2F1990', []],
  ])('%s finds %o', async (query, expected) => {
    const reply = await list(query);
    expect(namesOf(reply)).toEqual(expected);
    expect(reply.meta.total).toBe(expected.length);
  });

  it('finds the same page of matches whether it walks the page order (many matches) or sorts the few', async () => {
    const [provider] = await t.context.db
      .select({ id: providers.id })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.email, SEARCH_PROVIDER.email));
    const sorts = [{}, { sort: 'patient' as const }, { sort: 'date' as const }, { sort: 'status' as const }];
    for (const query of ['an', 'a', 'ana 1/15/1990', 'zzz'])
      for (const sort of sorts)
        for (const direction of ['asc', 'desc'] as const)
          for (const [page, perPage] of [
            [1, 2],
            [2, 2],
            [1, 10],
          ] as const) {
            const options = { search: parseWorkOrderSearch(query), ...sort, direction, page, perPage };
            const walked = await findWorkOrderPage(t.context.db, provider!.id, {
              ...options,
              manyMatches: 0,
            });
            const sorted = await findWorkOrderPage(t.context.db, provider!.id, {
              ...options,
              manyMatches: 1e9,
            });
            expect(walked).toEqual(sorted);
          }
  });

  it('sorts by patient both ways, newest first by default', async () => {
    expect(namesOf(await list('sort=patient&direction=asc'))).toEqual(names);
    expect(namesOf(await list('sort=patient&direction=desc'))).toEqual([...names].reverse());
    expect(namesOf(await list(''))).toEqual([...names].reverse());
  });

  it('sorts the matches of a word search, and a page past their end answers their last page', async () => {
    const matches = ['Ana Lopez', 'Anabel Smith', 'Carla Anders'];
    expect(namesOf(await list('query=an&sort=patient&direction=asc'))).toEqual(matches);
    expect(namesOf(await list('query=an&sort=patient&direction=desc'))).toEqual([...matches].reverse());
    const past = await t.app.inject({ method: 'GET', url: '/api/consultations?query=an&page=5', headers });
    expect(past.json()).toMatchObject({ meta: { page: 1, total: 3 } });
    expect(namesOf(past.json())).toEqual(['Carla Anders', 'Anabel Smith', 'Ana Lopez']);
  });

  it('refuses an invalid direction', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/consultations?sort=patient&direction=up',
      headers,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toContain('Invalid direction');
  });

  it('shows a provider none of another provider’s work orders', async () => {
    const other = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    const reply = await t.app.inject({ method: 'GET', url: '/api/consultations?query=ana', headers: other });
    expect(reply.json().meta.total).toBe(0);
  });
});

describe('work order dashboard: the rows of one patient together (issue 13 item 9)', () => {
  const t = useTestApp();
  let headers: AuthHeaders;

  beforeAll(async () => {
    headers = (await signInAsNewProvider(t.app, t.context.db, 'grouping.provider@example.com', '1952000010'))
      .headers;
    // Oldest first: Ana, then Bob, then Ana again (same primary contact).
    const orders = [
      ['GRP-TSA', 'Ana Lopez', 'ana@example.com'],
      ['GRP-TSB', 'Bob Stone', 'bob@example.com'],
      ['GRP-TSC', 'Ana Lopez', 'ana@example.com'],
    ] as const;
    for (const [code, name, email] of orders) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/consultations',
        headers,
        payload: {
          consultation: breastPumpOrder({ referral_code: code, patient_name: name, patient_email: email }),
        },
      });
      expect(reply.statusCode).toBe(201);
    }
  });

  it('groups by primary contact in the default order, the newest group first', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/consultations', headers });
    const rows = reply.json().data as { referral_code: string; patient_primary_contact: string }[];
    expect(rows.map((row) => row.referral_code)).toEqual(['GRPTSC', 'GRPTSA', 'GRPTSB']);
  });

  it('keeps a chosen sort as chosen', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/consultations?sort=date&direction=desc',
      headers,
    });
    const rows = reply.json().data as { referral_code: string }[];
    expect(rows.map((row) => row.referral_code)).toEqual(['GRPTSC', 'GRPTSB', 'GRPTSA']);
  });
});

describe('work order dashboard: a page past the end (issue 13 item 9)', () => {
  const t = useTestApp();

  it('answers the last page, saying which it is', async () => {
    const headers = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    const first = (await t.app.inject({ method: 'GET', url: '/api/consultations', headers })).json();
    expect(first.meta.total).toBeGreaterThan(0);
    const reply = await t.app.inject({ method: 'GET', url: '/api/consultations?page=99', headers });
    expect(reply.statusCode).toBe(200);
    const lastPage = Math.ceil(first.meta.total / first.meta.per_page);
    expect(reply.json().meta).toMatchObject({ page: lastPage, total: first.meta.total });
    expect(reply.json().data.length).toBeGreaterThan(0);
  });
});
