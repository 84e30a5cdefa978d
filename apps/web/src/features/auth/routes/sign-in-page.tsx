import { DEAD_LINK_MESSAGES, DEAD_LINK_PARAM, deadLinkReasonOf } from '@dme/shared/auth/links';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { webEnv } from '../../../lib/env';
import { AUDIENCES, type Audience } from '../audiences';
import { AuthPage, FooterLink } from '../components/auth-page';
import { CODE_STEP_TITLE, CodeStep } from '../components/code-step';
import { CredentialsForm } from '../components/credentials-form';

/** /providers/signin, /suppliers/signin and /patients/signin (spec §2). */
export function SignInPage({ audience }: { audience: Audience }) {
  const config = AUDIENCES[audience];
  // The password stays in component memory for the code step; never in history or storage.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  // A used or expired one-time sign-in link (EHR) lands here with `link=<reason>`: say why.
  const [params] = useSearchParams();
  const deadLink = deadLinkReasonOf(params.get(DEAD_LINK_PARAM));

  return (
    <AuthPage
      title={credentials ? CODE_STEP_TITLE : config.signInTitle}
      footer={
        audience === 'provider' ? (
          <ProviderFooter />
        ) : (
          config.signUp && (
            <FooterLink question="No account?" label={config.signUp.label} to={config.signUp.path} />
          )
        )
      }
    >
      {credentials ? (
        <CodeStep credentials={credentials} onBack={() => setCredentials(null)} />
      ) : (
        <Stack gap="md">
          {deadLink && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertCircle size={20} aria-hidden />}
              role="status"
            >
              {DEAD_LINK_MESSAGES.oneTimeSignIn[deadLink]}
            </Alert>
          )}
          <CredentialsForm
            forgotPassword={{ to: config.recoveryPath, state: { signInPath: config.signInPath } }}
            onCodeSent={setCredentials}
          />
        </Stack>
      )}
    </AuthPage>
  );
}

/**
 * Spec §2: "No account? Signup as a Patient/Provider" — both words link; the patient one only
 * where patient accounts are offered.
 */
function ProviderFooter() {
  if (webEnv.isProductionHost)
    return <FooterLink question="No account?" label="Signup as a Provider" to={paths.providerSignUp} />;
  return (
    <>
      No account? Signup as a{' '}
      <Anchor component={Link} to={paths.patientSignUp} fw={600}>
        Patient
      </Anchor>
      /
      <Anchor component={Link} to={paths.providerSignUp} fw={600}>
        Provider
      </Anchor>
    </>
  );
}

export const ProviderSignInPage = () => <SignInPage audience="provider" />;
export const SupplierSignInPage = () => <SignInPage audience="supplier" />;
export const PatientSignInPage = () => <SignInPage audience="patient" />;
export const AdminSignInPage = () => <SignInPage audience="admin" />;
