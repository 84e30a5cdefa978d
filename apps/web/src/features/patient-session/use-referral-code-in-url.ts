import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { referralErrorMessage, useReferralLookup } from './api/referral-code';
import type { CodePageState } from './routes/code-page';

/**
 * A shop page opened with `?code=` looks the code up and stays where it is; the code then leaves
 * the address so that a reload does not attach it again. A failure goes back to /code with the
 * message and the code (spec patient §4 "Referral code").
 *
 * The look-up goes first and alone: its reply brings the session cookie when the browser has none,
 * and nothing that reads the session is mounted until it is done (see PatientLayout), so the
 * session, cart and catalogue are each read once, already for the code (issue 13 item 18).
 */
export function useReferralCodeInUrl() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const lookup = useReferralLookup();
  const code = params.get('code');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!code || handled.current === code) return;
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
  }, [code, lookup.mutate, navigate, setParams]);

  return { isChecking: Boolean(code) || lookup.isPending };
}
