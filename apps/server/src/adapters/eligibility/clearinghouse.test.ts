import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createClearinghouseChecker } from './clearinghouse';
import { mapEligibilityReply, type Reply271 } from './clearinghouse-271';
import { mapPriorAuthReply, type Reply278 } from './clearinghouse-278';
import type { PriorAuthInquiry } from './port';
import { DEMO_MEMBERS, SIMULATED_REVIEW_MS, simulatedPayer, simulatedPriorAuthAnswer } from './simulated';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Reply271;
const recorded278 = (name: string) => recorded(name) as Reply278;

const inquiry = (overrides: Partial<PriorAuthInquiry> = {}): PriorAuthInquiry => ({
  payerId: '60054',
  carrierName: 'Aetna',
  memberId: 'W100200300',
  firstName: 'Robert',
  lastName: 'Nguyen',
  birthDate: '1968-09-04',
  hcpcsCodes: ['E0601', 'A7030'],
  referenceNumber: null,
  requestedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});
const options = { now: new Date('2026-11-20T12:00:00Z'), signal: new AbortController().signal };

describe('mapping a 271 to DME benefits', () => {
  const benefits = (deductible: number, coinsurance: number, copay: number, outOfPocket: number) => ({
    deductibleRemainingCents: deductible,
    coinsuranceBasisPoints: coinsurance,
    copayCents: copay,
    outOfPocketRemainingCents: outOfPocket,
  });

  // Replies in the clearinghouse's two documented shapes: the legacy `benefitsInformation` array
  // and the current `plans[].benefits` groups.
  it.each([
    // legacy: DME (DM) active, the deductible and out-of-pocket stated for the plan (30)
    ['active-deductible', 'active', true, benefits(42_550, 2000, 0, 310_000)],
    // legacy: 12 and 18 answered; the DME coinsurance and copay win over the plan's
    ['dme-purchase-rental', 'active', true, benefits(120_000, 1000, 2500, 275_000)],
    // legacy: only 30 answered → active, DME not confirmed, the plan's general benefits
    ['general-only', 'active', false, benefits(18_025, 2000, 0, 400_000)],
    ['prior-authorization', 'requires_authorization', true, benefits(0, 0, 0, Number.MAX_SAFE_INTEGER)],
    // current: 12 and 18 answered; individual, in-network, remaining amounts
    ['plans-dme', 'active', true, benefits(61_240, 2000, 0, 512_000)],
    // current: only 30 answered (the documented Humana example's shape)
    ['plans-general-only', 'active', false, benefits(0, 0, 0, 400_000)],
    ['plans-prior-authorization', 'requires_authorization', true, benefits(0, 0, 0, Number.MAX_SAFE_INTEGER)],
  ])('%s → %s, DME confirmed %s', (fixture, status, dmeBenefitsConfirmed, expected) => {
    expect(mapEligibilityReply(recorded(fixture))).toEqual({
      outcome: 'coverage',
      result: { status, benefits: expected, isStateExchangePlan: false, dmeBenefitsConfirmed },
    });
  });

  it.each([
    ['inactive', 'inactive'],
    ['plans-inactive', 'inactive'],
    // the plan is active but says DME purchase and rental are not: no DME coverage to price, and the
    // patient is not told her plan is inactive (issue 47)
    ['plans-dme-not-covered', 'not_covered'],
  ])('%s → %s, no benefits', (fixture, status) => {
    expect(mapEligibilityReply(recorded(fixture))).toEqual({
      outcome: 'coverage',
      result: { status, benefits: null, isStateExchangePlan: false, dmeBenefitsConfirmed: false },
    });
  });

  it('answers a member not found as "check what you typed", not as an inactive plan', () => {
    expect(mapEligibilityReply(recorded('member-not-found'))).toMatchObject({
      outcome: 'failure',
      failure: { kind: 'check_details', fields: [], codes: ['request:75'] },
    });
  });

  it('treats a missing out-of-pocket maximum as uncapped', () => {
    const answer = mapEligibilityReply(recorded('prior-authorization'));
    expect(answer.outcome === 'coverage' && answer.result.benefits?.outOfPocketRemainingCents).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it('answers a payer that cannot respond as "try again", never by throwing', () => {
    expect(
      mapEligibilityReply({ errors: [{ code: '42', description: 'Unable to Respond at Current Time' }] }),
    ).toMatchObject({ outcome: 'failure', failure: { kind: 'payer_unavailable', codes: ['request:42'] } });
  });
});

describe('mapping a 278 inquiry reply to a prior-auth status', () => {
  it.each([
    ['prior-auth-approved', { status: 'Approved', referenceNumber: 'AUTH778812' }],
    ['prior-auth-pended', { status: 'Submitted', referenceNumber: 'AUTH778812' }],
    // One asked-for line denied outweighs the approved one; E0562 was not asked about.
    ['prior-auth-partly-denied', { status: 'Rejected', referenceNumber: 'AUTH990021' }],
    ['prior-auth-contact-payer', { status: null, referenceNumber: null }],
    ['prior-auth-member-not-found', { status: null, referenceNumber: null }],
  ])('%s → %o', (fixture, answer) => {
    expect(mapPriorAuthReply(recorded278(fixture), ['E0601', 'A7030'])).toEqual(answer);
  });

  it.each([
    ['C', 'Cancelled'],
    ['NA', 'Not Required'],
    ['A6', 'Approved'],
    ['ZZ', null],
  ])('action code %s → %s', (actionCode, status) => {
    expect(mapPriorAuthReply({ patientEvent: { healthCareServicesReview: { actionCode } } }, []).status).toBe(
      status,
    );
  });

  it('reads the decision on the whole request when no asked-for line has one', () => {
    expect(mapPriorAuthReply(recorded278('prior-auth-partly-denied'), ['E1390']).status).toBe('Approved');
  });

  it('fails loudly when the payer cannot answer now', () => {
    expect(() => mapPriorAuthReply(recorded278('prior-auth-unavailable'), ['E0601'])).toThrow(
      'payer error 42',
    );
  });
});

/** The clearinghouse adapter on a fake `fetch`. */
const checkerWith = (fetch: typeof globalThis.fetch) =>
  createClearinghouseChecker({
    url: 'https://clearinghouse.test/v1',
    apiKey: 'key',
    organizationName: 'Carelane',
    npi: '1234567893',
    fetch,
  });

describe('the clearinghouse checker', () => {
  it('asks for DME purchase (12) alone and recognises state exchange plans', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(recorded('prior-authorization')), { status: 200 }),
    );
    const checker = checkerWith(fetch);
    const result = await checker.check({
      payerId: '60054',
      carrierName: 'Aetna',
      memberId: 'W1',
      firstName: 'Jane',
      lastName: 'Doe',
      birthDate: '1990-01-02',
    });
    expect(result).toMatchObject({
      outcome: 'coverage',
      result: { status: 'requires_authorization', isStateExchangePlan: true },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://clearinghouse.test/v1/change/medicalnetwork/eligibility/v3');
    expect(JSON.parse(String(init.body))).toMatchObject({
      tradingPartnerServiceId: '60054',
      subscriber: { memberId: 'W1', dateOfBirth: '19900102' },
      encounter: { serviceTypeCodes: ['12'] },
    });
  });

  it('sends a 278 inquiry for the work order’s codes with the authorisation number on file', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(recorded('prior-auth-approved')), { status: 200 }),
    );
    const checker = checkerWith(fetch);
    const answer = await checker.checkPriorAuth(inquiry({ referenceNumber: 'AUTH778812' }), options);
    expect(answer).toEqual({ status: 'Approved', referenceNumber: 'AUTH778812' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://clearinghouse.test/v1/change/medicalnetwork/priorauthorization/v1/inquiry');
    expect(JSON.parse(String(init.body))).toMatchObject({
      tradingPartnerServiceId: '60054',
      subscriber: { memberId: 'W100200300', dateOfBirth: '19680904' },
      patientEvent: {
        serviceTypeCode: 'DM',
        eventDate: '20261120',
        previousReviewAuthorizationNumber: 'AUTH778812',
      },
      services: [
        { procedureCode: 'E0601', productOrServiceIdQualifier: 'HC' },
        { procedureCode: 'A7030', productOrServiceIdQualifier: 'HC' },
      ],
    });
  });

  it('throws when the clearinghouse fails, so the stored status stays', async () => {
    const checker = checkerWith(vi.fn(async () => new Response('upstream down', { status: 502 })));
    await expect(checker.checkPriorAuth(inquiry(), options)).rejects.toThrow('clearinghouse answered 502');
  });

  it('has no answer for a carrier without a payer id, without asking', async () => {
    const fetch = vi.fn();
    const checker = checkerWith(fetch);
    expect(await checker.checkPriorAuth(inquiry({ payerId: null }), options)).toEqual({
      status: null,
      referenceNumber: null,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cannot check a carrier without a payer id', async () => {
    const checker = checkerWith(vi.fn());
    const result = await checker.check({
      payerId: null,
      carrierName: 'Kaiser',
      memberId: 'W1',
      firstName: 'J',
      lastName: 'D',
      birthDate: '1990-01-02',
    });
    expect(result).toMatchObject({ outcome: 'coverage', result: { status: 'unsupported_plan' } });
  });
});

describe('the simulated payer', () => {
  it.each(Object.entries(DEMO_MEMBERS))('answers %s the same way each time', async (memberId, member) => {
    const request = {
      payerId: null,
      carrierName: 'Aetna',
      memberId: memberId.toLowerCase().replaceAll('-', ''),
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-01-01',
    };
    expect(await simulatedPayer.check(request)).toEqual(member.answer);
  });

  it('gives any other member a deterministic active plan', async () => {
    const request = {
      payerId: null,
      carrierName: 'Aetna',
      memberId: 'XYZ123',
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-01-01',
    };
    const first = await simulatedPayer.check(request);
    expect(first).toMatchObject({ outcome: 'coverage', result: { status: 'active' } });
    expect(await simulatedPayer.check(request)).toEqual(first);
  });
});

describe('the simulated payer’s prior authorisations', () => {
  const requestedAt = new Date('2026-11-20T10:00:00Z');
  const after = (ms: number) => new Date(requestedAt.getTime() + ms);

  it.each([
    ['CLN-100-005', 0, 'Submitted'],
    ['CLN-100-005', SIMULATED_REVIEW_MS - 1, 'Submitted'],
    ['CLN-100-005', SIMULATED_REVIEW_MS, 'Approved'],
    ['cln100005', 24 * 3_600_000, 'Approved'],
    ['CLN-100-007', 60_000, 'Submitted'],
    ['CLN-100-007', SIMULATED_REVIEW_MS, 'Rejected'],
    ['CLN-100-001', SIMULATED_REVIEW_MS, null],
    ['CLN-100-003', SIMULATED_REVIEW_MS, null],
    ['XYZ123', SIMULATED_REVIEW_MS, null],
  ])('%s, %i ms after the request → %s', (memberId, elapsed, status) => {
    expect(simulatedPriorAuthAnswer(inquiry({ memberId, requestedAt }), after(elapsed)).status).toBe(status);
  });

  it('gives the same authorisation number on every inquiry, and keeps one on file', async () => {
    const first = simulatedPriorAuthAnswer(inquiry({ memberId: 'CLN-100-005', requestedAt }), after(0));
    const later = await simulatedPayer.checkPriorAuth(inquiry({ memberId: 'CLN100005', requestedAt }), {
      ...options,
      now: after(SIMULATED_REVIEW_MS),
    });
    expect(first.referenceNumber).toMatch(/^SIM-[0-9A-F]{10}$/);
    expect(later.referenceNumber).toBe(first.referenceNumber);
    expect(
      simulatedPriorAuthAnswer(inquiry({ memberId: 'CLN-100-005', referenceNumber: 'PA-1' }), after(0))
        .referenceNumber,
    ).toBe('PA-1');
  });
});
