import type { providerRegistrationReplySchema } from '@dme/shared/auth/signup';
import { US_STATE_CODES, type UsStateCode } from '@dme/shared/validation/us-states';
import { Alert, Center, Loader } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { hasStatus } from '../../../lib/api-errors';
import { useProviderRegistration } from '../api/provider-registration';
import { AuthPage, FooterLink } from '../components/auth-page';
import { CODE_STEP_TITLE, CodeStep } from '../components/code-step';
import { FormError } from '../components/form-error';
import { ProviderSignupForm, type ProviderSignupValues } from '../components/provider-signup-form';

type Registration = z.infer<typeof providerRegistrationReplySchema>;

const isStateCode = (value: string | null): value is UsStateCode =>
  US_STATE_CODES.includes(value as UsStateCode);

const BLANK: ProviderSignupValues = {
  firstName: '',
  lastName: '',
  npi: '',
  providerTypeId: '',
  phoneNumber: '',
  faxNumber: '',
  practiceName: '',
  streetLine1: '',
  streetLine2: '',
  city: '',
  zipcode: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};

/** What an admin prepared for this provider fills the form; the rest stays blank. */
function prefill(registration: Registration): ProviderSignupValues {
  return {
    ...BLANK,
    firstName: registration.firstName ?? '',
    lastName: registration.lastName ?? '',
    npi: registration.npi ?? '',
    providerTypeId: registration.providerTypeId ? String(registration.providerTypeId) : '',
    phoneNumber: registration.phoneNumber ?? '',
    faxNumber: registration.faxNumber ?? '',
    practiceName: registration.practiceName ?? '',
    state: isStateCode(registration.state) ? registration.state : undefined,
    email: registration.email ?? '',
  };
}

/** /providers/signup and /providers/signup/{code} (spec §2, §5). */
export function ProviderSignUpPage() {
  const { code } = useParams();
  const registration = useProviderRegistration(code);
  // Kept in memory only, to finish the sign-in with the e-mailed code.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  if (credentials) {
    return (
      <AuthPage title={CODE_STEP_TITLE}>
        <CodeStep credentials={credentials} />
      </AuthPage>
    );
  }

  const notFound = hasStatus(registration.error, 404);
  return (
    <AuthPage
      title="Create your provider account"
      description="Write work orders for your patients and follow every order to delivery."
      width={720}
      footer={<FooterLink question="Already have an account?" label="Sign In" to={paths.providerSignIn} />}
    >
      {code && registration.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading your signup details" />
        </Center>
      ) : (
        <>
          {notFound && (
            <Alert
              color="yellow"
              variant="light"
              title="Signup code not found"
              icon={<IconInfoCircle aria-hidden />}
            >
              Please enter your information below to get started.
            </Alert>
          )}
          {registration.isError && !notFound && <FormError message="Something went wrong" />}
          <ProviderSignupForm
            defaultValues={registration.data ? prefill(registration.data) : BLANK}
            signupCode={registration.data?.code ?? null}
            onSignedUp={setCredentials}
          />
        </>
      )}
    </AuthPage>
  );
}
