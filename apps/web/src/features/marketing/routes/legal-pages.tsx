import { webEnv } from '../../../lib/env';
import { LegalPage } from '../components/legal-page';
import { privacyPolicy } from '../content/privacy-policy';
import { termsOfService } from '../content/terms-of-service';

export function PrivacyPage() {
  return <LegalPage document={privacyPolicy(webEnv.supportEmail)} />;
}

export function TermsPage() {
  return <LegalPage document={termsOfService(webEnv.supportEmail)} />;
}
