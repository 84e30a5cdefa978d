import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in-messages';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { notifications } from '../../../lib/toasts';
import { useStartSession } from '../api/session';
import { isCodeNoLongerValid, signInErrorMessage, useSignIn } from '../api/sign-in';
import { FormError } from './form-error';

export const CODE_STEP_TITLE = 'Check your email';

const codeResolver = lazyZodResolver<{ otpAttempt?: string }>(async () =>
  (await import('@dme/shared/auth/sign-in')).signInSchema.pick({ otpAttempt: true }),
);

interface CodeStepProps {
  /** Kept in memory only, to complete the sign-in and to ask for a new code. */
  credentials: { email: string; password: string };
  /** Go Back: return to the first step with an empty form. */
  onBack?: () => void;
  /** What the code finishes (signup: confirming the address); sign-in by default. */
  purpose?: 'sign-in' | 'signup';
}

/** The second sign-in step: the 6-digit code e-mailed by the server, a resend link and Go Back. */
export function CodeStep({ credentials, onBack, purpose = 'sign-in' }: CodeStepProps) {
  const startSession = useStartSession();
  const verify = useSignIn();
  const resend = useSignIn();
  const { register, handleSubmit, watch, formState, resetField } = useForm({
    resolver: codeResolver,
    defaultValues: { otpAttempt: '' },
  });
  const code = watch('otpAttempt') ?? '';

  const submit = handleSubmit(({ otpAttempt }) => {
    resend.reset();
    verify.mutate(
      { ...credentials, otpAttempt },
      { onSuccess: (result) => result.status === 'signedIn' && startSession(result.session) },
    );
  });

  const requestNewCode = () => {
    verify.reset();
    resend.mutate(credentials, {
      onSuccess: (result) => {
        if (result.status === 'signedIn') startSession(result.session);
        else {
          resetField('otpAttempt');
          notifications.show({ color: 'green', message: SIGN_IN_MESSAGES.codeResent });
        }
      },
    });
  };

  const failure = verify.error ?? resend.error;
  // Issue 13 item 8: a dead code is not "invalid, try again": say so and offer a new one right there.
  const deadCode = isCodeNoLongerValid(verify.error);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {/* A long address must wrap, not widen the page on a phone. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          We sent a 6-digit code to <strong>{credentials.email}</strong>.{' '}
          {purpose === 'signup'
            ? 'Enter it below to confirm your email and sign in.'
            : 'Enter it below to sign in.'}{' '}
          The code expires in 10 minutes.
        </Text>
        <FormError
          message={failure ? signInErrorMessage(failure) : null}
          action={
            deadCode && (
              <Anchor
                component="button"
                type="button"
                fw={600}
                onClick={requestNewCode}
                disabled={resend.isPending}
              >
                Send me a new code
              </Anchor>
            )
          }
        />
        <TextInput
          label="Verification code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={formState.errors.otpAttempt?.message}
          {...register('otpAttempt')}
        />
        <Text size="sm">
          <Anchor
            component="button"
            type="button"
            ta="left"
            onClick={requestNewCode}
            disabled={resend.isPending}
          >
            Didn't receive the email? Click here to resend.
          </Anchor>
        </Text>
        <Group grow={false} justify="space-between" gap="sm">
          {onBack && (
            <Button variant="default" onClick={onBack}>
              Go Back
            </Button>
          )}
          <Button
            type="submit"
            flex={1}
            loading={verify.isPending}
            disabled={verify.isPending || code.trim() === ''}
          >
            Sign In
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
