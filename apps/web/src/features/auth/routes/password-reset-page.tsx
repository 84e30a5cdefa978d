import { DEAD_LINK_MESSAGES, DEAD_LINK_PARAM, deadLinkReasonOf } from '@dme/shared/auth/links';
import { passwordResetBodySchema } from '@dme/shared/auth/password-recovery';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { notifications } from '../../../lib/toasts';
import { type ResetLinkCredentials, resetErrorMessage, usePasswordReset } from '../api/password';
import { AUDIENCES } from '../audiences';
import { AuthPage } from '../components/auth-page';
import { FormError } from '../components/form-error';
import { NewPasswordFields } from '../components/new-password-fields';

/** Only a path of this site: a reset link must never send the user elsewhere. */
function sameOriginPath(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** /auth/password_reset and /patients/password_reset, opened from the e-mailed link. */
export function PasswordResetPage({ audience }: { audience: 'provider' | 'patient' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const credentials: ResetLinkCredentials = {
    accessToken: params.get('access-token'),
    client: params.get('client'),
    uid: params.get('uid'),
    expiry: params.get('expiry'),
  };
  const destination = sameOriginPath(params.get('return_url')) ?? AUDIENCES[audience].signInPath;
  // A used, expired or unknown link says so at once (issue 13 item 11), not after the user typed.
  const deadLink = deadLinkReasonOf(params.get(DEAD_LINK_PARAM));
  const reset = usePasswordReset();
  const { register, handleSubmit, formState } = useForm<z.infer<typeof passwordResetBodySchema>>({
    resolver: zodResolver(passwordResetBodySchema),
    mode: 'onTouched',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((body) =>
    reset.mutate(
      { body, credentials },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message });
          navigate(destination, { replace: true });
        },
      },
    ),
  );

  if (deadLink) {
    return (
      <AuthPage title="Choose a new password">
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {DEAD_LINK_MESSAGES.passwordReset[deadLink]}
          </Alert>
          <Button component={Link} to={AUDIENCES[audience].recoveryPath} fullWidth>
            Request a New Link
          </Button>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Choose a new password" description="Pick a password you don't use on any other site.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormError message={reset.error ? resetErrorMessage(reset.error) : null} />
          <NewPasswordFields
            label="New password"
            password={register('password')}
            confirmation={register('passwordConfirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.passwordConfirmation?.message,
            }}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}

export const ProviderPasswordResetPage = () => <PasswordResetPage audience="provider" />;
export const PatientPasswordResetPage = () => <PasswordResetPage audience="patient" />;
