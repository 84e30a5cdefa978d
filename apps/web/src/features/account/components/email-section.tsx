import {
  EMAIL_CHANGE_MESSAGES,
  type EmailChangeRequest,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
} from '@dme/shared/auth/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-errors';
import { useAuthSession } from '../../../lib/auth-session';
import { FormError } from '../../auth';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/email-change';
import { SettingsSection } from './settings-section';

type Step = { name: 'idle' } | { name: 'address' } | { name: 'code'; request: EmailChangeRequest };

/**
 * Change the e-mail address: the new address and the current password, then the code sent to the
 * new address; only then does the account move, and the old address is told.
 */
export function EmailSection() {
  const email = useAuthSession()?.user.email ?? '';
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [changed, setChanged] = useState<string | null>(null);

  return (
    <SettingsSection
      id="email-settings"
      title="E-mail address"
      description="Sign-in codes and messages about your account go to this address."
    >
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
      {changed && (
        <Alert color="green" variant="light" role="status">
          {changed}
        </Alert>
      )}
      {step.name === 'idle' && (
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setChanged(null);
            setStep({ name: 'address' });
          }}
        >
          Change e-mail address
        </Button>
      )}
      {step.name === 'address' && (
        <AddressStep
          onCancel={() => setStep({ name: 'idle' })}
          onSent={(request) => setStep({ name: 'code', request })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep
          request={step.request}
          onCancel={() => setStep({ name: 'idle' })}
          onChanged={(message) => {
            setChanged(message);
            setStep({ name: 'idle' });
          }}
        />
      )}
    </SettingsSection>
  );
}

function AddressStep({
  onCancel,
  onSent,
}: {
  onCancel: () => void;
  onSent: (request: EmailChangeRequest) => void;
}) {
  const send = useRequestEmailChange();
  const { register, handleSubmit, formState } = useForm<EmailChangeRequest>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const submit = handleSubmit((request) => send.mutate(request, { onSuccess: () => onSent(request) }));
  return (
    <form onSubmit={submit} noValidate aria-label="Change the e-mail address">
      <Stack gap="md" maw={420}>
        <FormError message={send.error ? errorMessage(send.error) : null} />
        <TextInput
          label="New e-mail address"
          type="email"
          autoComplete="email"
          withAsterisk
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            Send code
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CodeStep({
  request,
  onCancel,
  onChanged,
}: {
  request: EmailChangeRequest;
  onCancel: () => void;
  onChanged: (message: string) => void;
}) {
  const confirm = useConfirmEmailChange();
  const resend = useRequestEmailChange();
  const { register, handleSubmit, formState, resetField } = useForm<{ code: string }>({
    resolver: zodResolver(emailChangeConfirmSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit((body) => {
    resend.reset();
    confirm.mutate(body, { onSuccess: ({ message }) => onChanged(message) });
  });
  const sendAgain = () => {
    confirm.reset();
    resend.mutate(request, { onSuccess: () => resetField('code') });
  };
  const failure = confirm.error ?? resend.error;

  return (
    <form onSubmit={submit} noValidate aria-label="Confirm the new e-mail address">
      <Stack gap="md" maw={420}>
        <Text style={{ overflowWrap: 'anywhere' }}>{EMAIL_CHANGE_MESSAGES.codeSent(request.email)}</Text>
        <FormError message={failure ? errorMessage(failure) : null} />
        {resend.isSuccess && (
          <Alert color="green" variant="light" role="status">
            We sent a new code.
          </Alert>
        )}
        <TextInput
          label="Verification code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          autoFocus
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <Text size="sm">
          <Anchor component="button" type="button" onClick={sendAgain} disabled={resend.isPending}>
            Didn't receive the email? Send a new code.
          </Anchor>
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            Confirm new address
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
