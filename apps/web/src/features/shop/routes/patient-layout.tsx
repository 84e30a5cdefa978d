import { Outlet } from 'react-router';
import { InsuranceModalHost } from '../../insurance/components/insurance-modal-host';
import { usePatientSession } from '../../patient-session/api/patient-session';
import { AssemblingPlan } from '../../patient-session/components/assembling-plan';
import { InsuranceBanner } from '../../patient-session/components/insurance-banner';
import { PatientFrame } from '../../patient-session/components/patient-frame';
import { useReferralCodeInUrl } from '../../patient-session/use-referral-code-in-url';
import { useSessionSync } from '../../patient-session/use-session-sync';
import { PrescriptionBanner } from '../../prescription/components/prescription-banner';
import { PrescriptionModalHost } from '../../prescription/components/prescription-modal-host';
import { OnboardingWizard } from '../components/onboarding/onboarding-wizard';

/** The frame of /shop, /products and /cart: session upkeep, the banners, onboarding and the modals. */
export function PatientLayout() {
  useSessionSync();
  const { isChecking } = useReferralCodeInUrl();
  const session = usePatientSession().data;
  const showBanner = session !== undefined && !session.insuranceStatusUuid;
  return (
    <PatientFrame banner={showBanner ? <InsuranceBanner /> : <PrescriptionBanner />}>
      {isChecking ? (
        <AssemblingPlan />
      ) : (
        <>
          <Outlet />
          <OnboardingWizard />
        </>
      )}
      <InsuranceModalHost />
      <PrescriptionModalHost />
    </PatientFrame>
  );
}
