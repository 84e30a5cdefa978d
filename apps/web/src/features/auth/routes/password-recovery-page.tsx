import { passwordRecoveryFormSchema } from '@dme/shared/auth/password-recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { recoveryErrorMessage, usePasswordRecovery } from '../api/password';
import { AUDIENCES } from '../audiences';
import { AuthPage, FooterLink } from '../components/auth-page';
import { FormError } from '../components/form-error';

type Audience = 'provider' | 'patient';

/** The sign-in page the user came from (suppliers share the provider pages), else the audience's. */
function useReturnPath(audience: Audience) {
  const state = useLocation().state as { signInPath?: unknown } | null;
  const fromState = typeof state?.signInPath === 'string' ? state.signInPath : null;
  return fromState ?? AUDIENCES[audience].signInPath;
}

/** /auth/password_recovery and /patients/password_recovery: e-mail a reset link. */
export function PasswordRecoveryPage({ audience }: { audience: Audience }) {
  const returnPath = useReturnPath(audience);
  const recovery = usePasswordRecovery();
  const { register, handleSubmit, formState } = useForm<z.infer<typeof passwordRecoveryFormSchema>>({
    resolver: zodResolver(passwordRecoveryFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(({ email }) =>
    recovery.mutate({ email, redirectUrl: `${window.location.origin}${AUDIENCES[audience].resetPath}` }),
  );

  return (
    <AuthPage
      title="Forgot your password?"
      description="Enter the email of your account and we'll send you a link to choose a new password."
      footer={<FooterLink question="Remembered it?" label="Sign In" to={returnPath} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {recovery.isSuccess && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {recovery.data.message}
            </Alert>
          )}
          <FormError message={recovery.error ? recoveryErrorMessage(recovery.error) : null} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            readOnly={recovery.isSuccess}
            error={formState.errors.email?.message}
            {...register('email')}
          />
          {recovery.isSuccess ? (
            <Button component={Link} to={returnPath} fullWidth>
              Return to Sign In
            </Button>
          ) : (
            <Button type="submit" fullWidth loading={recovery.isPending}>
              Send Reset Link
            </Button>
          )}
        </Stack>
      </form>
    </AuthPage>
  );
}

export const ProviderPasswordRecoveryPage = () => <PasswordRecoveryPage audience="provider" />;
export const PatientPasswordRecoveryPage = () => <PasswordRecoveryPage audience="patient" />;
