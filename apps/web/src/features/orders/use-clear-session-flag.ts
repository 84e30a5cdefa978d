import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CLEAR_SESSION_PARAM } from '../../app/paths';
import { setInsuranceStatusUuid } from '../../lib/api-client';
import { patientStore } from '../../lib/patient-store';
import { cartKeys, patientSessionKeys } from '../../lib/query-keys';

/**
 * Spec patient §2: `?clearSession=true` starts the patient session afresh once the order is placed
 * (the server has already let go of its cart, consultation and insurance), then leaves the URL.
 */
export function useClearSessionFlag() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shouldClear = params.get(CLEAR_SESSION_PARAM) === 'true';

  useEffect(() => {
    if (!shouldClear) return;
    patientStore.reset();
    setInsuranceStatusUuid(null);
    queryClient.invalidateQueries({ queryKey: patientSessionKeys.me() });
    queryClient.invalidateQueries({ queryKey: cartKeys.me() });
    setParams(
      (current) => {
        current.delete(CLEAR_SESSION_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [shouldClear, setParams, queryClient]);
}
