import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createClearinghouseChecker } from './clearinghouse';
import { mapEligibilityReply, type Reply271 } from './clearinghouse-271';
import { DEMO_MEMBERS, simulatedPayer } from './simulated';

const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Reply271;

describe('mapping a 271 to DME benefits', () => {
  it('reads in-network individual remaining amounts for DME', () => {
    expect(mapEligibilityReply(recorded('active-deductible'))).toEqual({
      status: 'active',
      benefits: {
        deductibleRemainingCents: 42_550,
        coinsuranceBasisPoints: 2000,
        copayCents: 0,
        outOfPocketRemainingCents: 310_000,
      },
      isStateExchangePlan: false,
    });
  });

  it.each([
    ['inactive', 'inactive'],
    ['member-not-found', 'inactive'],
    ['prior-authorization', 'requires_authorization'],
  ])('%s → %s', (fixture, status) => {
    expect(mapEligibilityReply(recorded(fixture)).status).toBe(status);
  });

  it('treats a missing out-of-pocket maximum as uncapped', () => {
    const result = mapEligibilityReply(recorded('prior-authorization'));
    expect(result.benefits?.outOfPocketRemainingCents).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('fails loudly on payer errors other than an unknown member', () => {
    expect(() =>
      mapEligibilityReply({ errors: [{ code: '42', description: 'Unable to Respond at Current Time' }] }),
    ).toThrow('payer error 42');
  });
});

describe('the clearinghouse checker', () => {
  it('sends a 270 for DME and recognises state exchange plans', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(recorded('prior-authorization')), { status: 200 }),
    );
    const checker = createClearinghouseChecker({
      url: 'https://clearinghouse.test/v1',
      apiKey: 'key',
      organizationName: 'Carelane',
      npi: '1234567893',
      fetch,
    });
    const result = await checker.check({
      payerId: '60054',
      carrierName: 'Aetna',
      memberId: 'W1',
      firstName: 'Jane',
      lastName: 'Doe',
      birthDate: '1990-01-02',
    });
    expect(result).toMatchObject({ status: 'requires_authorization', isStateExchangePlan: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://clearinghouse.test/v1/change/medicalnetwork/eligibility/v3');
    expect(JSON.parse(String(init.body))).toMatchObject({
      tradingPartnerServiceId: '60054',
      subscriber: { memberId: 'W1', dateOfBirth: '19900102' },
      encounter: { serviceTypeCodes: ['DM'] },
    });
  });

  it('cannot check a carrier without a payer id', async () => {
    const checker = createClearinghouseChecker({
      url: 'https://clearinghouse.test',
      apiKey: 'k',
      organizationName: 'C',
      npi: '1234567893',
      fetch: vi.fn(),
    });
    const result = await checker.check({
      payerId: null,
      carrierName: 'Kaiser',
      memberId: 'W1',
      firstName: 'J',
      lastName: 'D',
      birthDate: '1990-01-02',
    });
    expect(result.status).toBe('unsupported_plan');
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
    expect(await simulatedPayer.check(request)).toEqual(member.result);
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
    expect(first.status).toBe('active');
    expect(await simulatedPayer.check(request)).toEqual(first);
  });
});
