import { patientSignupFormSchema } from '@dme/shared/auth/signup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { usePatientSignup } from '../api/patient-signup';
import { signupErrorMessage } from '../api/provider-signup';
import { AccountFields } from '../components/account-fields';
import { AuthPage, FooterLink } from '../components/auth-page';
import { CODE_STEP_TITLE, CodeStep } from '../components/code-step';
import { FormError } from '../components/form-error';

/**
 * /patients/signup. The account is trusted only once it proved its address: the server e-mails
 * the sign-in code, and the same "Check your email" step as the patient sign-in finishes it
 * (issue 12). The password stays in component memory for that step; never in history or storage.
 */
export function PatientSignUpPage() {
  const signup = usePatientSignup();
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
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
    signup.mutate(
      { email, password, passwordConfirmation },
      { onSuccess: () => setCredentials({ email, password }) },
    ),
  );

  if (credentials) {
    return (
      <AuthPage
        title={CODE_STEP_TITLE}
        footer={<FooterLink question="Already have an account?" label="Sign In" to={paths.patientSignIn} />}
      >
        <CodeStep credentials={credentials} purpose="signup" onBack={() => setCredentials(null)} />
      </AuthPage>
    );
  }

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
