import type { PatientConsultation, PatientSession } from '@dme/shared/shop/api';
import { REFERRAL_MESSAGES } from '@dme/shared/shop/messages';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, hasStatus, unavailableMessage } from '../../../lib/api-errors';
import { getCookie, setCookie, TWENTY_YEARS_IN_DAYS } from '../../../lib/cookies';
import { patientStore } from '../../../lib/patient-store';
import { patientSessionKeys } from '../../../lib/query-keys';
import { lookUpReferralCode } from '../../../lib/referral-lookup';

export const REFERRAL_CODE_COOKIE = 'referral_code';
const REFERRAL_CODE_STORAGE_KEY = 'referralCode';

/**
 * Spec patient §8: the server's text on 404, a fixed text on 429, "Unexpected server error." otherwise;
 * a 503 (issue 47) says to try again shortly.
 */
export function referralErrorMessage(error: unknown): string {
  if (hasStatus(error, 404)) return errorMessage(error, REFERRAL_MESSAGES.notFound);
  if (hasStatus(error, 429)) return REFERRAL_MESSAGES.throttled;
  return unavailableMessage(error) ?? REFERRAL_MESSAGES.unexpected;
}

/**
 * Keeps a looked-up code for 20 years; a code for another work order than `previousCode` also resets
 * the browser's session state and the vertical cookie (see useReferralLookup).
 */
export function rememberReferralCode(
  code: string,
  consultation: PatientConsultation,
  previousCode: string | undefined = getCookie(REFERRAL_CODE_COOKIE),
) {
  setCookie(REFERRAL_CODE_COOKIE, code, TWENTY_YEARS_IN_DAYS);
  localStorage.setItem(REFERRAL_CODE_STORAGE_KEY, code);
  if (previousCode !== consultation.referralCode) {
    patientStore.chooseVertical(null);
    patientStore.reset();
  }
}

/**
 * Looks a code up (never cached, never retried). On success the code is kept for 20 years and
 * everything priced or filtered by the session is refetched. A code for another work order also
 * resets the browser's session state and the vertical cookie, so that onboarding asks the new
 * plan's questions; the code the session already holds (the referral link reopened, the code typed
 * again) keeps them, as the server keeps its cart and answers (issue 13 item 2).
 */
export function useReferralLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lookUpReferralCode,
    retry: false,
    onSuccess: async (consultation, code) => {
      const normalized = normalizeReferralCode(code);
      // The session's code before this look-up: the cached session's, or on a page that has not
      // read it (the gate opened afresh) the code this browser last used.
      const previous = queryClient.getQueryData<PatientSession>(patientSessionKeys.me());
      const previousCode = previous ? previous.consultation?.referralCode : getCookie(REFERRAL_CODE_COOKIE);
      rememberReferralCode(normalized, consultation, previousCode);
      queryClient.setQueryData(patientSessionKeys.me(), (session: object | undefined) =>
        session ? { ...session, consultation } : session,
      );
      // The catalogue, prices and cart all depend on the consultation now attached to the session.
      await queryClient.invalidateQueries();
    },
  });
}
