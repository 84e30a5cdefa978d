import { randomInt } from 'node:crypto';
import { DME_REQUEST_SERVICE_TYPES, mapEligibilityReply, type Reply271 } from './clearinghouse-271';
import { mapPriorAuthReply, type Reply278 } from './clearinghouse-278';
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
const REQUEST_TIMEOUT_MS = 15_000;

const controlNumber = () => String(randomInt(100_000_000, 999_999_999));
const subscriberOf = (request: EligibilityRequest) => ({
  memberId: request.memberId,
  firstName: request.firstName,
  lastName: request.lastName,
  dateOfBirth: request.birthDate.replaceAll('-', ''),
});
const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A real-time eligibility API in the JSON form of X12 270/271 (as Stedi and Change Healthcare
 * offer it): one request per check, for the DME service types; and the same
 * clearinghouse's JSON X12 278 inquiry for the status of a prior authorisation.
 */
export function createClearinghouseChecker(options: ClearinghouseOptions): EligibilityChecker {
  const send = options.fetch ?? fetch;
  const post = async (path: string, body: object, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = await send(`${options.url}${path}`, {
      method: 'POST',
      headers: { authorization: options.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // A 400 carries the payer's AAA errors, which the mappings read.
    if (!response.ok && response.status !== 400) throw new Error(`clearinghouse answered ${response.status}`);
    return response.json();
  };
  return {
    name: `clearinghouse ${new URL(options.url).host}`,
    async check(request: EligibilityRequest) {
      if (!request.payerId)
        return {
          status: 'unsupported_plan',
          benefits: null,
          isStateExchangePlan: false,
          dmeBenefitsConfirmed: false,
        };
      const reply = (await post('/change/medicalnetwork/eligibility/v3', {
        controlNumber: controlNumber(),
        tradingPartnerServiceId: request.payerId,
        provider: { organizationName: options.organizationName, npi: options.npi },
        subscriber: subscriberOf(request),
        // 12 DME purchase and 18 DME rental; many payers still answer only for 30 (the plan).
        encounter: { serviceTypeCodes: DME_REQUEST_SERVICE_TYPES },
      })) as Reply271;
      return mapEligibilityReply(reply, STATE_EXCHANGE.test(reply.planInformation?.groupDescription ?? ''));
    },
    async checkPriorAuth(inquiry, { signal }) {
      // Without an electronic payer id the payer can only be asked by phone or fax.
      if (!inquiry.payerId) return { status: null, referenceNumber: null };
      const reply = (await post(
        '/change/medicalnetwork/priorauthorization/v1/inquiry',
        {
          controlNumber: controlNumber(),
          tradingPartnerServiceId: inquiry.payerId,
          requester: { organizationName: options.organizationName, npi: options.npi },
          subscriber: subscriberOf(inquiry),
          // UM01 HS: a health services review; service type DM: durable medical equipment.
          patientEvent: {
            requestCategoryCode: 'HS',
            serviceTypeCode: 'DM',
            eventDate: yyyymmdd(inquiry.requestedAt),
            ...(inquiry.referenceNumber
              ? { previousReviewAuthorizationNumber: inquiry.referenceNumber }
              : {}),
          },
          services: inquiry.hcpcsCodes.map((code) => ({
            procedureCode: code,
            productOrServiceIdQualifier: 'HC',
          })),
        },
        signal,
      )) as Reply278;
      return mapPriorAuthReply(reply, inquiry.hcpcsCodes);
    },
  };
}
