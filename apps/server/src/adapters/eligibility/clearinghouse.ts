import { randomInt } from 'node:crypto';
import { mapEligibilityReply, type Reply271 } from './clearinghouse-271';
import type { EligibilityChecker, EligibilityRequest } from './port';

export interface ClearinghouseOptions {
  url: string;
  apiKey: string;
  /** The billing organisation sent as the information receiver. */
  organizationName: string;
  npi: string;
  fetch?: typeof fetch;
}

const STATE_EXCHANGE = /covered california|marketplace|exchange/i;

/**
 * A real-time eligibility API in the JSON form of X12 270/271 (as Stedi and Change Healthcare
 * offer it): one request per check, service type DM (durable medical equipment).
 */
export function createClearinghouseChecker(options: ClearinghouseOptions): EligibilityChecker {
  const send = options.fetch ?? fetch;
  return {
    name: `clearinghouse ${new URL(options.url).host}`,
    async check(request: EligibilityRequest) {
      if (!request.payerId) return { status: 'unsupported_plan', benefits: null, isStateExchangePlan: false };
      const response = await send(`${options.url}/change/medicalnetwork/eligibility/v3`, {
        method: 'POST',
        headers: { authorization: options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          controlNumber: String(randomInt(100_000_000, 999_999_999)),
          tradingPartnerServiceId: request.payerId,
          provider: { organizationName: options.organizationName, npi: options.npi },
          subscriber: {
            memberId: request.memberId,
            firstName: request.firstName,
            lastName: request.lastName,
            dateOfBirth: request.birthDate.replaceAll('-', ''),
          },
          encounter: { serviceTypeCodes: ['DM'] },
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok && response.status !== 400)
        throw new Error(`eligibility API answered ${response.status}`);
      const reply = (await response.json()) as Reply271;
      return mapEligibilityReply(reply, STATE_EXCHANGE.test(reply.planInformation?.groupDescription ?? ''));
    },
  };
}
