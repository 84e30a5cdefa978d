import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { AaaLoop } from './aaa';
import { createClearinghouseChecker } from './clearinghouse';
import { mapEligibilityReply } from './clearinghouse-271';
import type { EligibilityRequest } from './port';

/**
 * Contract tests (issue 47 item 4): the clearinghouse's documented answers, each mapped to what the
 * patient is told. The tables are written from the vendor's and X12's published references, not from
 * our code; docs/decisions/0108-eligibility-reads-every-documented-answer.md lists every code with
 * its source:
 * - [loops] Stedi, "AAA eligibility errors in plain English" (stedi.com/blog/aaa-eligibility-errors-in-plain-english):
 *   2100A payer, 2100B provider, 2100C subscriber, 2100D dependent; `payer|provider|subscriber|dependents[].aaaErrors`,
 *   repeated in the top-level `errors` with `location: "Loop 2100C"`.
 * - [codes] Stedi Healthcare OpenAPI 2024-04-01 (github.com/Stedi/openApi healthcare.json), per-loop enums
 *   EligibilityCheckPayerErrorCode / ProviderErrorCode / SubscriberErrorCode / DependentErrorCode;
 *   descriptions from the X12 005010X279A1 code list of element 901 (AAA03).
 * - [retry] Stedi, "Eligibility troubleshooting" (stedi.com/docs/healthcare/eligibility-troubleshooting): 42 and 80
 *   payer connectivity, retry; 429 concurrency, retry; 79 in a 200 the payer rejected (connectivity), 79 in a
 *   400 the payer id is not configured (fix, do not retry); the "Payer FOO is not configured" 400 (code 33).
 * - [eb] X12 element 1390 (EB01), 1365 (EB03 service type: 12 DME purchase, 18 DME rental, DM, 30 plan),
 *   615 (EB06 time period: 29 remaining, 24 year to date, 30 exceeded), 1073 (EB12 in plan network).
 * - [stc] Stedi, "STCs and procedure codes" (stedi.com/docs/healthcare/eligibility-stc-procedure-codes): some
 *   payers answer only the first STC or refuse several; 30 is the fallback every payer answers.
 * - [x12] X12 005010 elements 1035 Name Last 1–60, 1036 Name First 1–35, 67 Identification Code 2–80;
 *   Stedi "Character restrictions": X12 Basic and Extended sets only, `~ * : ^` are delimiters.
 */

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as unknown;

const ENTITY: Record<Exclude<AaaLoop, 'request' | '2110C' | '2110D'>, string> = {
  '2100A': 'payer',
  '2100B': 'provider',
  '2100C': 'subscriber',
  '2100D': 'dependents',
};

/** A 271 carrying one AAA error the way Stedi documents it: in its entity, and in `errors`. */
function aaaReply(loop: keyof typeof ENTITY, code: string) {
  const error = {
    field: 'AAA',
    code,
    followupAction: 'Please Correct and Resubmit',
    location: `Loop ${loop}`,
  };
  const entity = loop === '2100D' ? [{ aaaErrors: [error] }] : { aaaErrors: [error] };
  return { [ENTITY[loop]]: entity, errors: [error] };
}

type Kind = 'check_details' | 'payer_unavailable' | 'not_checkable';
type Row = [loop: keyof typeof ENTITY, code: string, kind: Kind, fields: string[]];

const FIX = 'check_details';
const LATER = 'payer_unavailable';
const OURS = 'not_checkable';

/** [codes] payer loop, and [retry] for what is retried. */
const PAYER: Row[] = [
  ['2100A', '04', LATER, []], // Authorized Quantity Exceeded: a volume cap, later
  ['2100A', '41', OURS, []], // Authorization/Access Restrictions: our enrolment
  ['2100A', '42', LATER, []], // Unable to Respond at Current Time [retry]
  ['2100A', '79', LATER, []], // Invalid Participant Identification, in a 200 [retry]
  ['2100A', '80', LATER, []], // No Response received - Transaction Terminated [retry]
  ['2100A', 'T4', OURS, []], // Payer Name or Identifier Missing
];
/** [codes] provider loop: every one of them is about us (NPI, enrolment, address). */
const PROVIDER: Row[] = ['15', '41', '43', '44', '45', '46', '47', '48', '50', '51', '79', '97', 'T4'].map(
  (code): Row => ['2100B', code, OURS, []],
);
/** [codes] subscriber loop. */
const SUBSCRIBER: Row[] = [
  ['2100C', '15', FIX, []], // Required application data missing
  ['2100C', '33', FIX, []], // Input Errors
  ['2100C', '35', OURS, []], // Out of Network: our provider, not the member
  ['2100C', '42', LATER, []],
  ['2100C', '43', OURS, []],
  ['2100C', '45', OURS, []],
  ['2100C', '47', OURS, []],
  ['2100C', '48', OURS, []],
  ['2100C', '49', OURS, []], // Provider is Not Primary Care Physician
  ['2100C', '51', OURS, []], // Provider Not on File
  ['2100C', '52', OURS, []], // Service Dates Not Within Provider Plan Enrollment
  ['2100C', '53', OURS, []], // Inquired Benefit Inconsistent with Provider Type
  ['2100C', '54', OURS, []], // Inappropriate Product/Service ID Qualifier
  ['2100C', '55', OURS, []], // Inappropriate Product/Service ID
  ['2100C', '56', OURS, []], // Inappropriate Date
  ['2100C', '57', OURS, []], // Invalid/Missing Date(s) of Service: we send none
  ['2100C', '58', FIX, ['birthDate']], // Invalid/Missing Date-of-Birth
  ['2100C', '60', FIX, ['birthDate']], // Date of Birth Follows Date(s) of Service
  ['2100C', '61', FIX, []], // Date of Death Precedes Date(s) of Service
  ['2100C', '62', OURS, []], // Date of Service Not Within Allowable Inquiry Period
  ['2100C', '63', OURS, []], // Date of Service in Future
  ['2100C', '69', FIX, ['birthDate']], // Inconsistent with Patient's Age
  ['2100C', '70', FIX, []], // Inconsistent with Patient's Gender
  ['2100C', '71', FIX, ['birthDate']], // Patient Birth Date Does Not Match
  ['2100C', '72', FIX, ['memberId']], // Invalid/Missing Subscriber/Insured ID
  ['2100C', '73', FIX, ['name']], // Invalid/Missing Subscriber/Insured Name
  ['2100C', '74', OURS, []], // Invalid/Missing Subscriber/Insured Gender Code: we never ask it
  ['2100C', '75', FIX, []], // Subscriber/Insured Not Found
  ['2100C', '76', FIX, ['memberId']], // Duplicate Subscriber/Insured ID Number
  ['2100C', '78', FIX, []], // Subscriber/Insured Not in Group/Plan Identified
  ['2100C', '98', OURS, []],
  ['2100C', 'AA', OURS, []],
  ['2100C', 'AE', OURS, []],
  ['2100C', 'AF', OURS, []],
  ['2100C', 'AG', OURS, []],
  ['2100C', 'AO', OURS, []],
  ['2100C', 'CI', OURS, []],
  ['2100C', 'E8', OURS, []],
  ['2100C', 'IA', OURS, []],
  ['2100C', 'MA', OURS, []],
  ['2100C', 'ZZ', OURS, []], // not in the code list: "payers may return non-compliant values"
];
/** [codes] dependent loop: the subscriber's, plus the patient's own 64–68 and 77. */
const DEPENDENT: Row[] = [
  ...SUBSCRIBER.map(([, code, kind, fields]): Row => ['2100D', code, kind, fields]),
  ['2100D', '64', FIX, ['memberId']], // Invalid/Missing Patient ID
  ['2100D', '65', FIX, ['name']], // Invalid/Missing Patient Name
  ['2100D', '66', OURS, []], // Invalid/Missing Patient Gender Code
  ['2100D', '67', FIX, []], // Patient Not Found
  ['2100D', '68', FIX, ['memberId']], // Duplicate Patient ID Number
  ['2100D', '77', FIX, []], // Subscriber Found, Patient Not Found
];

describe('every documented AAA reject reason maps to one of the three classes', () => {
  it.each([...PAYER, ...PROVIDER, ...SUBSCRIBER, ...DEPENDENT])(
    'loop %s, AAA %s → %s %j',
    (loop, code, kind, fields) => {
      expect(mapEligibilityReply(aaaReply(loop, code))).toEqual({
        outcome: 'failure',
        failure: {
          kind,
          fields,
          reason: expect.stringContaining(`AAA ${code} `),
          codes: [`${loop}:${code}`],
          httpStatus: 200,
        },
      });
    },
  );

  it.each([
    // [retry] 79 in a 400: the payer id is not configured; fix it, do not retry
    ['79', '2100A', 400, OURS],
    ['42', '2100A', 400, LATER],
  ] as const)('AAA %s at %s in a %i → %s', (code, loop, status, kind) => {
    expect(mapEligibilityReply(aaaReply(loop, code), false, status)).toMatchObject({
      outcome: 'failure',
      failure: { kind, httpStatus: status },
    });
  });

  it('names every field the errors name, and never asks to retype when the fault is elsewhere', () => {
    const both = {
      subscriber: {
        aaaErrors: [
          { code: '72', location: 'Loop 2100C' },
          { code: '58', location: 'Loop 2100C' },
        ],
      },
    };
    expect(mapEligibilityReply(both)).toMatchObject({
      failure: { kind: FIX, fields: ['memberId', 'birthDate'] },
    });
    const withProvider = { ...both, provider: { aaaErrors: [{ code: '51', location: 'Loop 2100B' }] } };
    expect(mapEligibilityReply(withProvider)).toMatchObject({ failure: { kind: OURS, fields: [] } });
    const withBusyPayer = { ...both, payer: { aaaErrors: [{ code: '42' }] } };
    expect(mapEligibilityReply(withBusyPayer)).toMatchObject({ failure: { kind: LATER, fields: [] } });
  });

  it.each([
    ['subscriber-invalid-name', 200, FIX, ['name'], ['2100C:73']],
    ['provider-npi-invalid', 200, OURS, [], ['2100B:43']],
    ['payer-unable-to-respond', 200, LATER, [], ['2100A:42']],
    // [retry] Stedi's own 400s: an unknown payer id, a request missing its provider
    ['payer-not-configured-400', 400, OURS, [], ['request:33']],
    ['validation-missing-provider-400', 400, OURS, [], ['request:33']],
  ])('documented body %s (HTTP %i) → %s %j', (name, status, kind, fields, codes) => {
    expect(mapEligibilityReply(fixture(name), false, status)).toEqual({
      outcome: 'failure',
      failure: { kind, fields, reason: expect.any(String), codes, httpStatus: status },
    });
  });

  it('keeps the payer’s free text out of the reason: descriptions come from the X12 code list', () => {
    const reply = {
      subscriber: {
        aaaErrors: [{ code: '73', description: 'Name JANE DOE not on file', location: 'Loop 2100C' }],
      },
    };
    const answer = mapEligibilityReply(reply);
    expect(answer.outcome === 'failure' && answer.failure.reason).toBe(
      'AAA 73 Invalid/Missing Subscriber/Insured Name (2100C subscriber)',
    );
  });
});

const active = (serviceTypeCodes: string[]) => ({ code: '1', serviceTypeCodes });
const plan = (...benefitsInformation: object[]) => ({
  planStatus: [{ statusCode: '1', serviceTypeCodes: ['30'] }],
  benefitsInformation: [active(['30']), ...benefitsInformation],
});
const statusOf = (reply: object) => {
  const answer = mapEligibilityReply(reply);
  return answer.outcome === 'coverage'
    ? {
        status: answer.result.status,
        confirmed: answer.result.dmeBenefitsConfirmed,
        priced: !!answer.result.benefits,
      }
    : { failure: answer.failure.kind };
};

describe('every EB01 code that matters for pricing, with its qualifiers [eb]', () => {
  it.each([
    ['1 Active Coverage for 12', plan(active(['12'])), { status: 'active', confirmed: true, priced: true }],
    [
      '2 Active - Full Risk Capitation',
      plan({ code: '2', serviceTypeCodes: ['DM'] }),
      { status: 'active', confirmed: true, priced: true },
    ],
    [
      '3 Active - Services Capitated',
      plan({ code: '3', serviceTypeCodes: ['18'] }),
      { status: 'active', confirmed: true, priced: true },
    ],
    [
      '4 Active - Capitated to PCP',
      plan({ code: '4', serviceTypeCodes: ['12'] }),
      { status: 'active', confirmed: true, priced: true },
    ],
    [
      '5 Active - Pending Investigation',
      plan({ code: '5', serviceTypeCodes: ['12'] }),
      { status: 'not_confirmed', confirmed: false, priced: false },
    ],
    [
      '6 Inactive for DME, plan active',
      plan({ code: '6', serviceTypeCodes: ['12'] }),
      { status: 'not_covered', confirmed: false, priced: false },
    ],
    [
      '6 Inactive plan',
      { benefitsInformation: [{ code: '6', serviceTypeCodes: ['30'] }] },
      { status: 'inactive', confirmed: false, priced: false },
    ],
    [
      '7 Inactive - Pending Eligibility Update',
      { benefitsInformation: [{ code: '7', serviceTypeCodes: ['30'] }] },
      { status: 'not_confirmed', confirmed: false, priced: false },
    ],
    [
      '8 Inactive - Pending Investigation',
      plan({ code: '8', serviceTypeCodes: ['DM'] }),
      { status: 'not_confirmed', confirmed: false, priced: false },
    ],
    [
      'I Non-Covered for 12',
      plan(active(['12']), { code: 'I', serviceTypeCodes: ['12'] }),
      { status: 'not_covered', confirmed: false, priced: false },
    ],
    [
      'I Non-Covered for 18, in network',
      plan({ code: 'I', serviceTypeCodes: ['18'], inPlanNetworkIndicatorCode: 'Y' }),
      { status: 'not_covered', confirmed: false, priced: false },
    ],
    [
      'I Non-Covered out of network only',
      plan(active(['12']), { code: 'I', serviceTypeCodes: ['12'], inPlanNetworkIndicatorCode: 'N' }),
      { status: 'active', confirmed: true, priced: true },
    ],
    [
      'E Exclusions for DM',
      plan({ code: 'E', serviceTypeCodes: ['DM'] }),
      { status: 'not_covered', confirmed: false, priced: false },
    ],
    [
      'F Limitations, nothing remaining',
      plan(active(['12']), {
        code: 'F',
        serviceTypeCodes: ['12'],
        timeQualifierCode: '29',
        benefitAmount: '0',
      }),
      { status: 'not_covered', confirmed: false, priced: false },
    ],
    [
      'F Limitations, a quantity left',
      plan(active(['12']), {
        code: 'F',
        serviceTypeCodes: ['12'],
        timeQualifierCode: '29',
        benefitQuantity: '1',
      }),
      { status: 'active', confirmed: true, priced: true },
    ],
    [
      'U Contact Following Entity alone',
      plan({ code: 'U', serviceTypeCodes: ['12'] }),
      { status: 'not_confirmed', confirmed: false, priced: false },
    ],
    [
      'U with DME active: estimates',
      plan(active(['12']), { code: 'U', serviceTypeCodes: ['12'] }),
      { status: 'active', confirmed: false, priced: true },
    ],
    [
      'N Services Restricted to Following Provider',
      plan({ code: 'N', serviceTypeCodes: ['DM'] }),
      { status: 'not_confirmed', confirmed: false, priced: false },
    ],
    [
      'V Cannot Process',
      { benefitsInformation: [{ code: 'V', serviceTypeCodes: ['12'] }] },
      { failure: LATER },
    ],
    ['only 30 active: estimates', plan(), { status: 'active', confirmed: false, priced: true }],
    [
      'no status at all: never inactive',
      { benefitsInformation: [{ code: 'C', benefitAmount: '100' }] },
      { failure: LATER },
    ],
    [
      '1 for a procedure code only',
      {
        benefitsInformation: [{ code: '1', compositeMedicalProcedureIdentifier: { procedureCode: 'E0601' } }],
      },
      { failure: LATER },
    ],
  ])('%s', (_label, reply, expected) => {
    expect(statusOf(reply)).toEqual(expected);
  });

  it('a documented non-covered DME answer with $0 plan cost shares is never an insured price', () => {
    expect(mapEligibilityReply(fixture('dme-non-covered'))).toEqual({
      outcome: 'coverage',
      result: {
        status: 'not_covered',
        benefits: null,
        isStateExchangePlan: false,
        dmeBenefitsConfirmed: false,
      },
    });
  });

  const benefitsOf = (...entries: object[]) => {
    const answer = mapEligibilityReply(plan(active(['12']), ...entries));
    return answer.outcome === 'coverage' ? answer.result.benefits : null;
  };

  it.each([
    // C deductible, EB06 29 remaining over 23 calendar year
    [
      [
        { code: 'C', serviceTypeCodes: ['30'], timeQualifierCode: '23', benefitAmount: '1000' },
        { code: 'C', serviceTypeCodes: ['30'], timeQualifierCode: '29', benefitAmount: '400' },
      ],
      'deductibleRemainingCents',
      40_000,
    ],
    // 23 total less 24 year to date
    [
      [
        { code: 'C', serviceTypeCodes: ['30'], timeQualifierCode: '24', benefitAmount: '300' },
        { code: 'C', serviceTypeCodes: ['30'], timeQualifierCode: '23', benefitAmount: '1000' },
      ],
      'deductibleRemainingCents',
      70_000,
    ],
    // 30 exceeded: met
    [
      [{ code: 'C', serviceTypeCodes: ['30'], timeQualifierCode: '30', benefitAmount: '1000' }],
      'deductibleRemainingCents',
      0,
    ],
    // EB02 FAM only: the family's amount, never none
    [
      [
        {
          code: 'C',
          coverageLevelCode: 'FAM',
          serviceTypeCodes: ['30'],
          timeQualifierCode: '29',
          benefitAmount: '2000',
        },
      ],
      'deductibleRemainingCents',
      200_000,
    ],
    // IND before FAM
    [
      [
        {
          code: 'C',
          coverageLevelCode: 'FAM',
          serviceTypeCodes: ['30'],
          timeQualifierCode: '29',
          benefitAmount: '2000',
        },
        {
          code: 'C',
          coverageLevelCode: 'IND',
          serviceTypeCodes: ['30'],
          timeQualifierCode: '29',
          benefitAmount: '500',
        },
      ],
      'deductibleRemainingCents',
      50_000,
    ],
    // EB12 N: out of network, not read
    [
      [
        {
          code: 'C',
          serviceTypeCodes: ['30'],
          timeQualifierCode: '29',
          benefitAmount: '3000',
          inPlanNetworkIndicatorCode: 'N',
        },
      ],
      'deductibleRemainingCents',
      0,
    ],
    // Y Spend Down, read as a deductible
    [
      [{ code: 'Y', serviceTypeCodes: ['30'], timeQualifierCode: '29', benefitAmount: '250' }],
      'deductibleRemainingCents',
      25_000,
    ],
    // A co-insurance for 12 before the plan's
    [
      [
        { code: 'A', serviceTypeCodes: ['30'], benefitPercent: '0.3' },
        { code: 'A', serviceTypeCodes: ['12'], benefitPercent: '0.1', inPlanNetworkIndicatorCode: 'W' },
      ],
      'coinsuranceBasisPoints',
      1000,
    ],
    // B co-payment
    [[{ code: 'B', serviceTypeCodes: ['12'], benefitAmount: '25' }], 'copayCents', 2500],
    // A garbled co-payment too large to count in cents exactly is no co-payment
    [[{ code: 'B', serviceTypeCodes: ['12'], benefitAmount: '90071992547409.92' }], 'copayCents', 0],
    // G out of pocket remaining
    [
      [{ code: 'G', serviceTypeCodes: ['30'], timeQualifierCode: '29', benefitAmount: '1234.5' }],
      'outOfPocketRemainingCents',
      123_450,
    ],
  ])('%j → %s %i', (entries, key, value) => {
    expect(benefitsOf(...entries)?.[key as 'copayCents']).toBe(value);
  });

  it('EB11 Y (authorisation required) on a DME benefit → requires_authorization', () => {
    expect(
      statusOf(
        plan(active(['12']), {
          code: 'A',
          serviceTypeCodes: ['12'],
          benefitPercent: '0',
          authOrCertIndicator: 'Y',
        }),
      ),
    ).toEqual({
      status: 'requires_authorization',
      confirmed: true,
      priced: true,
    });
  });
});

const REQUEST: EligibilityRequest = {
  payerId: '60054',
  carrierName: 'Aetna',
  memberId: 'W123456789',
  firstName: 'Jane',
  lastName: 'Doe',
  birthDate: '1990-01-02',
};
const checker = (fetch: typeof globalThis.fetch) =>
  createClearinghouseChecker({
    url: 'https://clearinghouse.test/2024-04-01',
    apiKey: 'key',
    organizationName: 'Carelane',
    npi: '1234567893',
    fetch,
    timeoutMs: 50,
  });
const answering = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('the clearinghouse answering as HTTP does', () => {
  it.each([
    [401, '{"message":"Unauthorized"}', OURS],
    [403, '{"message":"Forbidden"}', OURS],
    [404, '{"message":"Not Found"}', OURS],
    [400, '{"message":"Bad Request"}', OURS],
    [413, '', OURS],
    [422, '{}', OURS],
    [408, '', LATER],
    [429, '{"message":"Too Many Requests"}', LATER], // [retry] concurrency limit
    [500, '{"message":"Internal Server Error"}', LATER],
    [502, '<html>Bad Gateway</html>', LATER],
    [503, '', LATER],
    [504, '{"message":"Endpoint request timed out"}', LATER],
    [200, '<html>proxy error</html>', LATER],
    [200, '', LATER],
    [200, '[]', LATER],
  ] as const)('HTTP %i %s → %s', async (status, body, kind) => {
    const answer = await checker(answering(status, body)).check(REQUEST);
    expect(answer).toMatchObject({ outcome: 'failure', failure: { kind, httpStatus: status } });
  });

  it('a 400 with the payer-not-configured body is ours, and never "inactive"', async () => {
    const answer = await checker(answering(400, JSON.stringify(fixture('payer-not-configured-400')))).check(
      REQUEST,
    );
    expect(answer).toMatchObject({ outcome: 'failure', failure: { kind: OURS, codes: ['request:33'] } });
  });

  it('a timeout and a dropped connection → try again', async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    expect(await checker(hanging as typeof fetch).check(REQUEST)).toMatchObject({
      failure: { kind: LATER, codes: ['timeout'], httpStatus: null },
    });
    const dropped = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await checker(dropped).check(REQUEST)).toMatchObject({
      failure: { kind: LATER, codes: ['network'], httpStatus: null },
    });
  });
});

describe('requests valid before they leave, asked the way Stedi recommends', () => {
  it.each([
    [{ lastName: 'A'.repeat(61) }, ['name']], // NM103 ≤ 60 [x12]
    [{ firstName: 'B'.repeat(36) }, ['name']], // NM104 ≤ 35
    [{ firstName: 'Ann*' }, ['name']], // a delimiter as data
    [{ lastName: 'Doe~' }, ['name']],
    [{ memberId: 'W' }, ['memberId']], // NM109 2–80
    [{ memberId: 'W'.repeat(81) }, ['memberId']],
    [{ memberId: 'W12:34' }, ['memberId']],
    [{ birthDate: '1899-12-31' }, ['birthDate']], // CCYYMMDD a payer takes
    [{ birthDate: '02/01/1990' }, ['birthDate']],
  ])('%o is refused without a call, naming %j', async (change, fields) => {
    const fetch = vi.fn();
    const answer = await checker(fetch).check({ ...REQUEST, ...change });
    expect(answer).toMatchObject({ outcome: 'failure', failure: { kind: FIX, fields } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends names spelled in A–Z, the member ID without dashes, CCYYMMDD, and STC 12 alone [stc]', async () => {
    const fetch = answering(200, JSON.stringify(plan(active(['12']))));
    await checker(fetch).check({
      ...REQUEST,
      firstName: 'José',
      lastName: 'Nuñez-O’Brien',
      memberId: 'W12-345',
    });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      subscriber: {
        firstName: 'Jose',
        lastName: "Nunez-O'Brien",
        memberId: 'W12345',
        dateOfBirth: '19900102',
      },
      encounter: { serviceTypeCodes: ['12'] },
    });
  });

  it.each(['53', '54', '55'])(
    'asks again for 30 when the payer refuses service type 12 (AAA %s)',
    async (code) => {
      const fetch = vi
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify(aaaReply('2100C', code)), { status: 200 }))
        .mockResolvedValueOnce(new Response(JSON.stringify(plan()), { status: 200 }));
      const answer = await checker(fetch).check(REQUEST);
      expect(answer).toMatchObject({
        outcome: 'coverage',
        result: { status: 'active', dmeBenefitsConfirmed: false },
      });
      const bodies = fetch.mock.calls.map((call) => JSON.parse(String((call[1] as RequestInit).body)));
      expect(bodies.map((body) => body.encounter.serviceTypeCodes)).toEqual([['12'], ['30']]);
    },
  );
});
