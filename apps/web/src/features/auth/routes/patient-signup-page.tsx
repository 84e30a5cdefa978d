import { patientSignupFormSchema } from '@dme/shared/auth/signup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { usePatientSignup } from '../api/patient-signup';
import { signupErrorMessage } from '../api/provider-signup';
import { useStartSession } from '../api/session';
import { AccountFields } from '../components/account-fields';
import { AuthPage, FooterLink } from '../components/auth-page';
import { FormError } from '../components/form-error';

/** /patients/signup: the patient is signed in as soon as the account exists. */
export function PatientSignUpPage() {
  const startSession = useStartSession();
  const signup = usePatientSignup();
  const form = useForm<
    z.input<typeof patientSignupFormSchema>,
    unknown,
    z.output<typeof patientSignupFormSchema>
  >({
    resolver: zodResolver(patientSignupFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', passwordConfirmation: '' },
  });

  const submit = form.handleSubmit(({ email, password, passwordConfirmation }) =>
    signup.mutate({ email, password, passwordConfirmation }, { onSuccess: startSession }),
  );

  return (
    <AuthPage
      title="Create your account"
      description="Track your orders and keep your insurance details in one place."
      footer={<FooterLink question="Already have an account?" label="Sign In" to={paths.patientSignIn} />}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={signup.error ? signupErrorMessage(signup.error) : null} />
            <AccountFields />
            <Button type="submit" fullWidth loading={signup.isPending}>
              Sign Up
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
