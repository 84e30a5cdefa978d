import type { SignInInput } from '@dme/shared/auth/sign-in';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useStartSession } from '../api/session';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import { FormError } from './form-error';

const signInResolver = lazyZodResolver<SignInInput>(
  async () => (await import('@dme/shared/auth/sign-in')).signInSchema,
);

interface CredentialsFormProps {
  forgotPassword: { to: string; state?: unknown };
  /** The server e-mailed a code: the page moves on to the code step with these credentials. */
  onCodeSent: (credentials: { email: string; password: string }) => void;
}

/** The first sign-in step: e-mail and password. */
export function CredentialsForm({ forgotPassword, onCodeSent }: CredentialsFormProps) {
  const startSession = useStartSession();
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: signInResolver,
    mode: 'onTouched',
    // No default e-mail or password: the form reads the fields as it registers them, so what was
    // typed into the pre-rendered page before it was hydrated is kept (app/after-first-paint.ts).
    defaultValues: { otpAttempt: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ email, password }) =>
    signIn.mutate(
      { email, password },
      {
        onSuccess: (result) =>
          result.status === 'signedIn' ? startSession(result.session) : onCodeSent({ email, password }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={signIn.error ? signInErrorMessage(signIn.error) : null} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgotPassword.to} state={forgotPassword.state} size="sm">
              Forgot password?
            </Anchor>
          </Group>
        </Stack>
        <Button
          type="submit"
          fullWidth
          loading={signIn.isPending}
          disabled={signIn.isPending || Boolean(errors.email || errors.password)}
        >
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
