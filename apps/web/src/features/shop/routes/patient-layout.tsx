import { Container, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
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
 * While the page cannot be drawn yet: the top bar and a status as tall as the screen, so that the
 * footer stays out of sight and the page then appears in place instead of pushing it down
 * (issue 18: layout shift on a phone).
 */
function LoadingFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame header={<TopBar links={PATIENT_LINKS} homeTo={paths.shop} />}>
      <Container size="lg" mih="100dvh">
        {children}
      </Container>
    </PageFrame>
  );
}

/**
 * The frame of /shop, /products and /cart: session upkeep, the banners, onboarding and the modals.
 * While a referral code from the address is checked only "Assembling your personalized treatment
 * plan" shows: nothing reads the session, the cart or the catalogue before the code is attached.
 * Then the pages wait for the session, which decides the banner above them.
 */
export function PatientLayout() {
  const { isChecking } = useReferralCodeInUrl();
  if (isChecking) {
    return (
      <LoadingFrame>
        <AssemblingPlan />
      </LoadingFrame>
    );
  }
  return <PatientShell />;
}

function PatientShell() {
  useSessionSync();
  const sessionQuery = usePatientSession();
  if (sessionQuery.isLoading) {
    return (
      <LoadingFrame>
        <Group justify="center" py={80}>
          <Loader size="lg" aria-label="Loading" />
        </Group>
      </LoadingFrame>
    );
  }
  const session = sessionQuery.data;
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
