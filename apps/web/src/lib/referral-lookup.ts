import type { PatientConsultation } from '@dme/shared/shop/api';
import type { WireReply } from '@dme/shared/shop/first-visit';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { apiRequest, seedEarlyRead, startEarlyRead } from './api-client';

/** Whether the page has looked a code up itself: from then on nothing starts early. */
let pageHasAsked = false;

const LOOKUP_PATH = '/api/consultations/show_by_referral_code';
const lookupQuery = (code: string) => ({ referralCode: normalizeReferralCode(code) });

/**
 * Starts looking up the `?code=` of a page that will look it up anyway, as the app starts, and
 * with it the reads the shop makes first: the verticals, and once the look-up has attached the work
 * order to the session, the session, its cart and the work order's catalogue. They run while the
 * page's code downloads and evaluates, side by side, instead of one after another after it (issue
 * 18, a patient's first visit from a text message); the page's own requests take these replies.
 * Nothing starts once the page has asked itself.
 */
export function startFirstShopReads(code: string) {
  if (pageHasAsked) return;
  startEarlyRead('/api/product_verticals');
  startEarlyRead<PatientConsultation>(LOOKUP_PATH, lookupQuery(code)).then(
    ({ productVerticalUuid }) => {
      startEarlyRead('/api/patient_sessions/me');
      startEarlyRead('/api/carts/me');
      startEarlyRead('/api/product_variants', { productVerticalUuid });
    },
    () => {},
  );
}

/** The look-up the server made for this page, taken by the page's own look-up of the same code. */
export function takeServerLookup(code: string, reply: WireReply) {
  pageHasAsked = true;
  seedEarlyRead(LOOKUP_PATH, lookupQuery(code), reply);
}

/** Also attaches the consultation to this browser's session and resets its cart (server side). */
export function lookUpReferralCode(code: string) {
  pageHasAsked = true;
  return apiRequest<PatientConsultation>(LOOKUP_PATH, { query: lookupQuery(code) });
}
