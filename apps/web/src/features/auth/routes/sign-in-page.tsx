import { useState } from 'react';
import { AUDIENCES, type Audience } from '../audiences';
import { AuthPage, FooterLink } from '../components/auth-page';
import { CODE_STEP_TITLE, CodeStep } from '../components/code-step';
import { CredentialsForm } from '../components/credentials-form';

/** /providers/signin, /suppliers/signin and /patients/signin (spec §2). */
export function SignInPage({ audience }: { audience: Audience }) {
  const config = AUDIENCES[audience];
  // The password stays in component memory for the code step; never in history or storage.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  return (
    <AuthPage
      title={credentials ? CODE_STEP_TITLE : config.signInTitle}
      footer={
        config.signUp && (
          <FooterLink question="No account?" label={config.signUp.label} to={config.signUp.path} />
        )
      }
    >
      {credentials ? (
        <CodeStep credentials={credentials} onBack={() => setCredentials(null)} />
      ) : (
        <CredentialsForm
          forgotPassword={{ to: config.recoveryPath, state: { signInPath: config.signInPath } }}
          onCodeSent={setCredentials}
        />
      )}
    </AuthPage>
  );
}

export const ProviderSignInPage = () => <SignInPage audience="provider" />;
export const SupplierSignInPage = () => <SignInPage audience="supplier" />;
export const PatientSignInPage = () => <SignInPage audience="patient" />;
