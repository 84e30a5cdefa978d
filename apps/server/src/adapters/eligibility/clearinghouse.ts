import { randomInt } from 'node:crypto';
import { toX12Date, toX12MemberId, toX12Name } from '@dme/shared/insurance/x12';
import { SERVICE_TYPE_REFUSALS } from './aaa';
import {
  DME_REQUEST_SERVICE_TYPES,
  failureOfReply,
  GENERAL_SERVICE_TYPE,
  mapEligibilityReply,
} from './clearinghouse-271';
import { mapPriorAuthReply, type Reply278 } from './clearinghouse-278';
import type { EligibilityAnswer, EligibilityChecker, EligibilityFailure, EligibilityRequest } from './port';
import { unsendableRequest } from './unsendable';

export interface ClearinghouseOptions {
  url: string;
  apiKey: string;
  /** The billing organisation sent as the information receiver. */
  organizationName: string;
  npi: string;
  fetch?: typeof fetch;
  /** How long a check waits for the clearinghouse (default 15 s; Stedi's payers time out at 60 s). */
  timeoutMs?: number;
}

const STATE_EXCHANGE = /covered california|marketplace|exchange/i;
const REQUEST_TIMEOUT_MS = 15_000;

const controlNumber = () => String(randomInt(100_000_000, 999_999_999));
/** The subscriber as X12 can carry it: names in A–Z, the member ID without dashes, CCYYMMDD. */
const subscriberOf = (request: EligibilityRequest) => ({
  memberId: toX12MemberId(request.memberId),
  firstName: toX12Name(request.firstName),
  lastName: toX12Name(request.lastName),
  dateOfBirth: toX12Date(request.birthDate),
});
const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

type Sent = { status: number; body: unknown } | { error: 'timeout' | 'network' };

const failed = (failure: EligibilityFailure): EligibilityAnswer => ({ outcome: 'failure', failure });

/**
 * What a clearinghouse status means when the body carries no AAA errors: 408/429 (Stedi's
 * concurrency limit: "retry") and 5xx are the clearinghouse's, try again; any other 4xx (401 a bad
 * API key, 403, 404, a 400 validation error) is about our request: ours to fix, never "inactive".
 */
function failureOfStatus(status: number): EligibilityFailure {
  const later = status === 408 || status === 429 || status >= 500;
  return {
    kind: later ? 'payer_unavailable' : 'not_checkable',
    fields: [],
    reason: `the clearinghouse answered HTTP ${status}`,
    codes: [`http:${status}`],
    httpStatus: status,
  };
}

/**
 * A real-time eligibility API in the JSON form of X12 270/271 (as Stedi and Change Healthcare
 * offer it): one request per check, for DME (service type 12); and the same clearinghouse's JSON
 * X12 278 inquiry for the status of a prior authorisation.
 */
export function createClearinghouseChecker(options: ClearinghouseOptions): EligibilityChecker {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const request = (path: string, body: object, signal?: AbortSignal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return send(`${options.url}${path}`, {
      method: 'POST',
      headers: { authorization: options.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  };

  /** Never throws: a timeout, a dropped connection and an unreadable body are answers too. */
  const sendCheck = async (body: object): Promise<Sent> => {
    try {
      const response = await request('/change/medicalnetwork/eligibility/v3', body);
      const raw = await response.text();
      let parsed: unknown = null;
      try {
        parsed = raw ? JSON.parse(raw) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return { error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
    }
  };

  const ask = async (request: EligibilityRequest & { payerId: string }, serviceTypeCodes: string[]) => {
    const sent = await sendCheck({
      controlNumber: controlNumber(),
      tradingPartnerServiceId: request.payerId,
      provider: { organizationName: options.organizationName, npi: options.npi },
      subscriber: subscriberOf(request),
      encounter: { serviceTypeCodes },
    });
    if ('error' in sent)
      return failed({
        kind: 'payer_unavailable',
        fields: [],
        reason:
          sent.error === 'timeout'
            ? `the clearinghouse did not answer within ${Math.round(timeoutMs / 1000)} s`
            : 'the clearinghouse could not be reached',
        codes: [sent.error],
        httpStatus: null,
      });
    if (sent.status >= 200 && sent.status < 300) {
      try {
        const groupDescription = (sent.body as { planInformation?: { groupDescription?: unknown } } | null)
          ?.planInformation?.groupDescription;
        return mapEligibilityReply(
          sent.body,
          typeof groupDescription === 'string' && STATE_EXCHANGE.test(groupDescription),
          sent.status,
        );
      } catch {
        return failed({
          kind: 'not_checkable',
          fields: [],
          reason: 'the answer could not be read',
          codes: ['answer:unreadable'],
          httpStatus: sent.status,
        });
      }
    }
    // A 4xx may carry AAA errors (a payer's, or the clearinghouse's own code 33/79): they decide.
    const refusal = sent.status < 500 ? failureOfReply(sent.body, sent.status) : null;
    return failed(refusal ?? failureOfStatus(sent.status));
  };

  return {
    name: `clearinghouse ${new URL(options.url).host}`,
    async check(request: EligibilityRequest) {
      if (!request.payerId)
        return {
          outcome: 'coverage',
          result: {
            status: 'unsupported_plan',
            benefits: null,
            isStateExchangePlan: false,
            dmeBenefitsConfirmed: false,
          },
        };
      // What X12 cannot carry never leaves (issue 47): the clearinghouse would refuse it, or the payer
      // answer "not found" for a name it cut.
      const unsendable = unsendableRequest(request);
      if (unsendable) return unsendable;
      const payerRequest = { ...request, payerId: request.payerId };
      const answer = await ask(payerRequest, DME_REQUEST_SERVICE_TYPES);
      const refusesServiceType =
        answer.outcome === 'failure' &&
        answer.failure.codes.some((code) => SERVICE_TYPE_REFUSALS.has(code.split(':')[1] ?? ''));
      return refusesServiceType ? ask(payerRequest, [GENERAL_SERVICE_TYPE]) : answer;
    },
    async checkPriorAuth(inquiry, { signal }) {
      // Without an electronic payer id the payer can only be asked by phone or fax.
      if (!inquiry.payerId) return { status: null, referenceNumber: null };
      const response = await request(
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
      );
      // A 400 carries the payer's AAA errors, which the mapping reads.
      if (!response.ok && response.status !== 400)
        throw new Error(`clearinghouse answered ${response.status}`);
      return mapPriorAuthReply((await response.json()) as Reply278, inquiry.hcpcsCodes);
    },
  };
}
