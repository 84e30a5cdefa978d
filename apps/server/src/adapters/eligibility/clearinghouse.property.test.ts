import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AAA_REJECT_REASONS } from './aaa';
import { createClearinghouseChecker } from './clearinghouse';
import { mapEligibilityReply } from './clearinghouse-271';
import type { EligibilityAnswer, EligibilityRequest } from './port';

/**
 * Property tests (issue 47 item 4): bodies of the clearinghouse's documented shapes (the legacy
 * `benefitsInformation`/`aaaErrors` one and the current `plans[].benefits` one), filled with
 * documented codes, junk and the patient's own data echoed back, at any HTTP status. Whatever comes,
 * the adapter answers (no throw, no rejection), prices nothing it should not, and keeps PHI out of
 * what it hands on to be logged and stored (`reason`, `codes`).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const PATIENT: EligibilityRequest = {
  payerId: '60054',
  carrierName: 'Aetna',
  memberId: 'ZQ9081726354',
  firstName: 'Marisol',
  lastName: 'Quintanilla',
  birthDate: '1987-06-05',
};
const PHI = [PATIENT.memberId, PATIENT.firstName, PATIENT.lastName, '19870605', PATIENT.birthDate];
const echoed = fc.constantFrom(
  `Subscriber ${PATIENT.firstName.toUpperCase()} ${PATIENT.lastName.toUpperCase()} not found`,
  `Member ID ${PATIENT.memberId} invalid`,
  `DOB 19870605 does not match`,
);

const DOCUMENTED_AAA = Object.keys(AAA_REJECT_REASONS);
const EB01 = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  'A',
  'B',
  'C',
  'CB',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'MC',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
];
const STC = ['12', '18', 'DM', '30', '98', '86', 'MH', 'AL'];

const junk = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null), fc.boolean());
const aaaCode = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...DOCUMENTED_AAA) }, junk);
const loop = fc.oneof(
  fc.constantFrom('Loop 2100A', 'Loop 2100B', 'Loop 2100C', 'Loop 2100D', 'Loop 2110C', '2000A'),
  fc.string({ maxLength: 10 }),
);
const aaa = fc.record(
  {
    field: fc.constant('AAA'),
    code: aaaCode,
    description: fc.oneof(fc.string(), echoed),
    followupAction: fc.constantFrom('C', 'N', 'R', 'Please Correct and Resubmit', 'Resubmission Allowed'),
    location: loop,
    possibleResolutions: echoed,
  },
  { requiredKeys: [] },
);
const aaaList = fc.oneof(fc.array(aaa, { maxLength: 3 }), junk);
const stc = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...STC) }, fc.string({ maxLength: 3 }));
const ebCode = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...EB01) }, junk);
const amount = fc.oneof(
  fc.integer({ min: 0, max: 50_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('', '0', '0.2', '20', '-5', '1e309', 'abc'),
  junk,
);
const legacyBenefit = fc.record(
  {
    code: ebCode,
    serviceTypeCodes: fc.oneof(fc.array(stc, { maxLength: 4 }), stc, junk),
    coverageLevelCode: fc.constantFrom('IND', 'FAM', 'EMP', 'ESP', 'CHD', 'XX'),
    timeQualifierCode: fc.constantFrom('23', '24', '29', '30', '33', '27', '7', '99'),
    benefitAmount: amount,
    benefitPercent: amount,
    benefitQuantity: amount,
    inPlanNetworkIndicatorCode: fc.constantFrom('Y', 'N', 'W', 'U', 'Q'),
    authOrCertIndicator: fc.constantFrom('Y', 'N', 'U'),
    compositeMedicalProcedureIdentifier: fc.constant({
      productOrServiceIdQualifierCode: 'HC',
      procedureCode: 'E0601',
    }),
  },
  { requiredKeys: [] },
);
const legacyReply = fc.record(
  {
    subscriber: fc.record(
      {
        aaaErrors: aaaList,
        firstName: fc.constant(PATIENT.firstName),
        memberId: fc.constant(PATIENT.memberId),
      },
      { requiredKeys: [] },
    ),
    dependents: fc.oneof(fc.array(fc.record({ aaaErrors: aaaList }), { maxLength: 2 }), junk),
    provider: fc.record({ aaaErrors: aaaList }, { requiredKeys: [] }),
    payer: fc.record({ aaaErrors: aaaList }, { requiredKeys: [] }),
    errors: aaaList,
    planStatus: fc.oneof(
      fc.array(fc.record({ statusCode: ebCode, serviceTypeCodes: fc.array(stc, { maxLength: 3 }) }), {
        maxLength: 3,
      }),
      junk,
    ),
    benefitsInformation: fc.oneof(fc.array(legacyBenefit, { maxLength: 10 }), junk),
    planInformation: fc.record({
      groupDescription: fc.oneof(fc.string(), fc.constant('COVERED CALIFORNIA')),
    }),
  },
  { requiredKeys: [] },
);
const planEntry = fc.record(
  {
    status: fc.constantFrom(
      'ACTIVE_COVERAGE',
      'INACTIVE',
      'ACTIVE_PENDING_INVESTIGATION',
      'INACTIVE_PENDING_ELIGIBILITY_UPDATE',
      'ACTIVE_FULL_RISK_CAPITATION',
      'SOMETHING_ELSE',
    ),
    coverageLevel: fc.constantFrom('INDIVIDUAL', 'FAMILY', 'EMPLOYEE_ONLY'),
    network: fc.record({
      indicator: fc.constantFrom('IN_NETWORK', 'OUT_OF_NETWORK', 'IN_AND_OUT_OF_NETWORK'),
    }),
    service: fc.record({ system: fc.constantFrom('STC', 'HC'), value: stc }),
    timePeriod: fc.constantFrom('REMAINING', 'CALENDAR_YEAR', 'YEAR_TO_DATE', 'EXCEEDED', 'EPISODE'),
    amount,
    percent: amount,
    priorAuthIndicator: fc.constantFrom('REQUIRED', 'NOT_REQUIRED'),
  },
  { requiredKeys: [] },
);
const currentReply = fc.record(
  {
    errors: aaaList,
    plans: fc.array(
      fc.record({
        benefits: fc.record(
          {
            statuses: fc.array(planEntry, { maxLength: 3 }),
            deductible: fc.array(planEntry, { maxLength: 3 }),
            coInsurance: fc.array(planEntry, { maxLength: 3 }),
            coPayment: fc.array(planEntry, { maxLength: 2 }),
            outOfPocket: fc.array(planEntry, { maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
      }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);
const anyBody = fc.oneof(
  { weight: 3, arbitrary: legacyReply },
  { weight: 2, arbitrary: currentReply },
  { weight: 1, arbitrary: fc.jsonValue() },
);

const KINDS = ['check_details', 'payer_unavailable', 'not_checkable'];
const PRICED = ['active', 'requires_authorization'];
const STATUSES = [...PRICED, 'inactive', 'unsupported_plan', 'not_covered', 'not_confirmed'];
const carriesPhi = (value: unknown) => {
  const textOf = JSON.stringify(value).toUpperCase();
  return PHI.some((item) => textOf.includes(item.toUpperCase()));
};

/** What holds of every answer, whatever the body was. */
function expectWellFormed(answer: EligibilityAnswer) {
  if (answer.outcome === 'failure') {
    expect(KINDS).toContain(answer.failure.kind);
    expect(carriesPhi(answer.failure)).toBe(false);
    if (answer.failure.kind !== 'check_details') expect(answer.failure.fields).toEqual([]);
    return;
  }
  expect(answer.outcome).toBe('coverage');
  const { status, benefits } = answer.result;
  expect(STATUSES).toContain(status);
  if (!PRICED.includes(status)) expect(benefits).toBeNull();
  if (benefits)
    for (const value of Object.values(benefits)) {
      expect(Number.isSafeInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
    }
}

describe('generated bodies of the documented shapes', () => {
  const logged: unknown[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    logged.length = 0;
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    vi.restoreAllMocks();
  });

  it('the mapping answers every body and status without throwing', () => {
    fc.assert(
      fc.property(anyBody, fc.constantFrom(200, 400), (body, status) => {
        expectWellFormed(mapEligibilityReply(body, false, status));
      }),
      { numRuns: RUNS },
    );
  });

  it('a DME benefit the payer says is not covered (EB01 I/E in network) is never priced', () => {
    const nonCovered = fc.record({
      code: fc.constantFrom('I', 'E'),
      serviceTypeCodes: fc.constantFrom(['12'], ['18'], ['DM'], ['12', '18']),
      inPlanNetworkIndicatorCode: fc.constantFrom('Y', 'W', 'U', undefined),
    });
    fc.assert(
      fc.property(legacyReply, nonCovered, fc.nat(), (reply, entry, at) => {
        const benefits: unknown[] = Array.isArray(reply.benefitsInformation)
          ? [...reply.benefitsInformation]
          : [];
        benefits.splice(at % (benefits.length + 1), 0, entry);
        const answer = mapEligibilityReply({ ...reply, benefitsInformation: benefits });
        if (answer.outcome === 'coverage') {
          expect(PRICED).not.toContain(answer.result.status);
          expect(answer.result.benefits).toBeNull();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the checker resolves for every status, body and transport failure; nothing is logged, nothing rejects', async () => {
    const reply = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          status: fc.integer({ min: 200, max: 599 }),
          body: anyBody.map((body) => JSON.stringify(body)),
        }),
      },
      { weight: 1, arbitrary: fc.record({ status: fc.integer({ min: 200, max: 599 }), body: fc.string() }) },
      { weight: 1, arbitrary: fc.constantFrom('network' as const, 'timeout' as const) },
    );
    await fc.assert(
      fc.asyncProperty(reply, async (answer) => {
        const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
          if (answer === 'network') throw new TypeError('fetch failed');
          if (answer === 'timeout')
            return new Promise<Response>((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            );
          return new Response(answer.body, { status: answer.status });
        });
        const checker = createClearinghouseChecker({
          url: 'https://clearinghouse.test/2024-04-01',
          apiKey: 'key',
          organizationName: 'Carelane',
          npi: '1234567893',
          fetch: fetch as typeof globalThis.fetch,
          timeoutMs: 5,
        });
        expectWellFormed(await checker.check(PATIENT));
      }),
      { numRuns: Math.min(RUNS, 200) },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(unhandled).toEqual([]);
    expect(logged).toEqual([]);
  });
});
