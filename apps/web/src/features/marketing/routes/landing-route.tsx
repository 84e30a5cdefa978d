import { useDocumentTitle } from '@mantine/hooks';
import { paths } from '../../../app/paths';
import { ReferralCodeField } from '../../../components/ui/referral-code-field';
import { LandingPage } from '../components/landing-page';
import { PatientHeroVisual } from '../components/patient-hero-visual';
import { PublicFrame } from '../components/public-frame';
import { patientLanding } from '../content/patient-landing';

/** The patient landing page (/), in the public frame; a lazy route module, hence the default export. */
export default function LandingRoute() {
  useDocumentTitle('Carelane — medical equipment, covered by your insurance');
  return (
    <PublicFrame>
      <LandingPage
        content={patientLanding}
        action={{ label: 'Start shopping', to: paths.shop }}
        visual={<PatientHeroVisual />}
        heroExtra={<ReferralCodeField to={paths.shop} />}
      />
    </PublicFrame>
  );
}
