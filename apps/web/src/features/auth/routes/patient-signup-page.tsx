import { patientSignupFormSchema } from '@dme/shared/auth/signup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { usePatientSignup } from '../api/patient-signup';
import { signupErrorMessage } from '../api/provider-signup';
import { useStartSession } from '../api/session';
import { AuthPage, FooterLink } from '../components/auth-page';
import { FormError } from '../components/form-error';
import { NewPasswordFields } from '../components/new-password-fields';
import { TermsCheckbox } from '../components/terms-checkbox';

/** /patients/signup: the patient is signed in as soon as the account exists. */
export function PatientSignUpPage() {
  const startSession = useStartSession();
  const signup = usePatientSignup();
  const { register, control, handleSubmit, formState } = useForm<
    z.input<typeof patientSignupFormSchema>,
    unknown,
    z.output<typeof patientSignupFormSchema>
  >({
    resolver: zodResolver(patientSignupFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ email, password, passwordConfirmation }) =>
    signup.mutate({ email, password, passwordConfirmation }, { onSuccess: startSession }),
  );

  return (
    <AuthPage
      title="Create your account"
      description="Track your orders and keep your insurance details in one place."
      footer={<FooterLink question="Already have an account?" label="Sign In" to={paths.patientSignIn} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={signup.error ? signupErrorMessage(signup.error) : null} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <NewPasswordFields
            password={register('password')}
            confirmation={register('passwordConfirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.passwordConfirmation?.message,
            }}
          />
          <TermsCheckbox control={control} name="termsAccepted" />
          <Button type="submit" fullWidth loading={signup.isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
