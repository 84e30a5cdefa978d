import type { PatientConsultation } from '@dme/shared/shop/api';
import type { FirstVisitState } from '@dme/shared/shop/first-visit';
import { camelKeys } from '@dme/shared/wire/case';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { takeServerLookup } from '../../lib/referral-lookup';
import { rememberReferralCode } from './api/referral-code';

/**
 * Takes over a first visit the server looked up (issue 18). A page it drew: the code is remembered
 * as the browser's own look-up would remember it and leaves the address (as useReferralCodeInUrl
 * does), so that the first render is the page the markup shows, not the code check. A page it
 * could not draw (the look-up or a read failed): the page's own look-up takes the server's reply,
 * so a wrong code goes back to /code with the server's message, asked once. A visit without a
 * code carries only the drawn page's reads: nothing to take over.
 */
export function startFirstVisit({ referralCode, lookup, queries }: FirstVisitState) {
  // A visit without a code: the page it drew reads no look-up.
  if (referralCode === null || !lookup) return;
  if (!queries) {
    takeServerLookup(referralCode, lookup);
    return;
  }
  rememberReferralCode(normalizeReferralCode(referralCode), camelKeys<PatientConsultation>(lookup.body));
  const address = new URL(window.location.href);
  address.searchParams.delete('code');
  window.history.replaceState(window.history.state, '', address);
}
