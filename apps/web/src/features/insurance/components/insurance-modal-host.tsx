import { lazy, Suspense, useState } from 'react';
import { useInsuranceModalState } from '../insurance-modal-store';

const InsuranceModal = lazy(async () => ({ default: (await import('./insurance-modal')).InsuranceModal }));

/** Mounts the insurance modal's code only once someone opens it. */
export function InsuranceModalHost() {
  const { opened } = useInsuranceModalState();
  // Stays mounted after the first open so the dialog can play its closing transition.
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <InsuranceModal />
    </Suspense>
  ) : null;
}
