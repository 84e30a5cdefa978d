import { lazy, Suspense } from 'react';
import { useInsuranceModalState } from '../../../lib/insurance-modal-store';
import { useHasOpened } from '../../../lib/modal-store';

const InsuranceModal = lazy(async () => ({ default: (await import('./insurance-modal')).InsuranceModal }));

/** Mounts the insurance modal's code only once someone opens it. */
export function InsuranceModalHost() {
  const hasOpened = useHasOpened(useInsuranceModalState().opened);
  return hasOpened ? (
    <Suspense fallback={null}>
      <InsuranceModal />
    </Suspense>
  ) : null;
}
