import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { paths } from '../../../app/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { TopBar } from '../../../components/ui/top-bar';
import { usePatientSession } from '../../../lib/patient-session';
import { InsuranceModalHost } from '../../insurance';
import {
  AssemblingPlan,
  InsuranceBanner,
  PATIENT_LINKS,
  PatientFrame,
  useReferralCodeInUrl,
  useSessionSync,
} from '../../patient-session';
import { PrescriptionBanner, PrescriptionModalHost } from '../../prescription';
import { OnboardingWizard } from '../components/onboarding/onboarding-wizard';

/**
 * The frame of /shop, /products and /cart: session upkeep, the banners, onboarding and the modals.
 * While a referral code from the address is checked only "Assembling your personalized treatment
 * plan" shows: nothing reads the session, the cart or the catalogue before the code is attached.
 */
export function PatientLayout() {
  const { isChecking } = useReferralCodeInUrl();
  if (isChecking) {
    return (
      <PageFrame header={<TopBar links={PATIENT_LINKS} homeTo={paths.shop} />}>
        <Container size="lg">
          <AssemblingPlan />
        </Container>
      </PageFrame>
    );
  }
  return <PatientShell />;
}

function PatientShell() {
  useSessionSync();
  const session = usePatientSession().data;
  const showBanner = session !== undefined && !session.insuranceStatusUuid;
  return (
    <PatientFrame banner={showBanner ? <InsuranceBanner /> : <PrescriptionBanner />}>
      <Outlet />
      <OnboardingWizard />
      <InsuranceModalHost />
      <PrescriptionModalHost />
    </PatientFrame>
  );
}
