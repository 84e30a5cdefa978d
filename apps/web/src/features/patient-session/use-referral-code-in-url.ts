import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { usePatientSession } from './api/patient-session';
import { referralErrorMessage, useReferralLookup } from './api/referral-code';
import type { CodePageState } from './routes/code-page';

/**
 * A shop page opened with `?code=` looks the code up and stays where it is; the code then leaves
 * the address so that a reload does not attach it again (which would empty the cart). A failure
 * goes back to /code with the message and the code (spec patient §4 "Referral code").
 */
export function useReferralCodeInUrl() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const lookup = useReferralLookup();
  const code = params.get('code');
  const handled = useRef<string | null>(null);
  // The session cookie comes with the first reply; a look-up sent alongside would attach elsewhere.
  const hasSession = usePatientSession().isSuccess;

  useEffect(() => {
    if (!code || !hasSession || handled.current === code) return;
    handled.current = code;
    lookup.mutate(code, {
      onSuccess: () =>
        setParams(
          (current) => {
            current.delete('code');
            return current;
          },
          { replace: true },
        ),
      onError: (error) => {
        const state: CodePageState = {
          error: referralErrorMessage(error),
          code: normalizeReferralCode(code),
        };
        navigate(paths.code, { replace: true, state });
      },
    });
  }, [code, hasSession, lookup.mutate, navigate, setParams]);

  return { isChecking: Boolean(code) || lookup.isPending };
}
