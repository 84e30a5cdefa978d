import type { PatientConsultation } from '@dme/shared/shop/api';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { apiRequest } from './api-client';
import { startSessionRead } from './patient-session';

/** The look-up main.tsx started for the address's code, until the page takes it. */
let started: { code: string; reply: Promise<PatientConsultation> } | null = null;
/** Whether the page has looked a code up itself: from then on nothing starts early. */
let pageHasAsked = false;

const request = (code: string) =>
  apiRequest<PatientConsultation>('/api/consultations/show_by_referral_code', {
    query: { referralCode: code },
  });

/**
 * Starts looking up the `?code=` of a page that will look it up anyway, as the app starts, and then
 * reads the session that look-up changes: both run while the page's code downloads and evaluates
 * instead of after it (issue 18, a patient's first visit from a text message). The page's own
 * look-up and session fetch take these replies. Nothing starts once the page has asked itself.
 */
export function startFirstShopReads(code: string) {
  if (pageHasAsked) return;
  startSessionRead(startReferralLookup(code));
}

function startReferralLookup(code: string) {
  const normalized = normalizeReferralCode(code);
  const reply = request(normalized);
  // Whoever takes the reply handles its failure; until then it is not an unhandled rejection.
  reply.catch(() => {});
  started = { code: normalized, reply };
  return reply;
}

/** Also attaches the consultation to this browser's session and resets its cart (server side). */
export function lookUpReferralCode(code: string) {
  pageHasAsked = true;
  const normalized = normalizeReferralCode(code);
  if (started?.code !== normalized) return request(normalized);
  const { reply } = started;
  started = null;
  return reply;
}
