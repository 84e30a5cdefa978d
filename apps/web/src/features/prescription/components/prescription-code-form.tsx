import { PRESCRIPTION_CLAIM_MESSAGES } from '@dme/shared/shop/messages';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface PrescriptionCodeFormProps {
  email: string;
  error: string | null;
  isSubmitting: boolean;
  isResending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
}

/** The second step of the verify form: the 6-digit code e-mailed to the address typed. */
export function PrescriptionCodeForm({
  email,
  error,
  isSubmitting,
  isResending,
  onSubmit,
  onResend,
}: PrescriptionCodeFormProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const isValid = /^\d{6}$/.test(code);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (isValid) onSubmit(code);
      }}
    >
      <Stack gap="md">
        <Text c="gray.7">
          {PRESCRIPTION_CLAIM_MESSAGES.sent} ({email})
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={PRESCRIPTION_CLAIM_MESSAGES.codeLabel}
          description={PRESCRIPTION_CLAIM_MESSAGES.codeHelp}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={() => setTouched(true)}
          error={touched && !isValid ? PRESCRIPTION_CLAIM_MESSAGES.codeRequired : null}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Verify Prescription
        </Button>
        <Button variant="subtle" onClick={onResend} loading={isResending} fullWidth>
          {PRESCRIPTION_CLAIM_MESSAGES.resend}
        </Button>
      </Stack>
    </form>
  );
}
