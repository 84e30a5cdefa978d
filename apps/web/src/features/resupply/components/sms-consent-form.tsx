import { SMS_CONSENT_TEXT, smsConsentBodySchema } from '@dme/shared/resupply/api';
import { Alert, Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import type { ReorderLink } from '../api/reorder';
import { useSmsConsent } from '../api/sms-consent';

/** The patient's own opt-in to texts: the number they type and the words they agree to. */
export function SmsConsentForm({ link }: { link: ReorderLink }) {
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ phone?: string; agreed?: string }>({});
  const consent = useSmsConsent();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = smsConsentBodySchema.safeParse({ ...link, phone, agreed: agreed || undefined });
    if (!parsed.success) {
      const byField = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setProblems({ phone: byField.phone, agreed: byField.agreed });
      return;
    }
    setProblems({});
    consent.mutate({ ...link, phone, agreed: true });
  };

  if (consent.isSuccess)
    return (
      <Alert color="green" title="Text messages on">
        We will text {phone} when your order moves and when supplies are due. Reply STOP to any text to end
        them.
      </Alert>
    );

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Get a text when supplies are due
        </Title>
        <Text size="sm" c="dimmed">
          Texts say only that there is news about your order; the details stay in your e-mail.
        </Text>
        <TextInput
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          placeholder="(213) 555-0188"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={problems.phone}
        />
        <Checkbox
          label={SMS_CONSENT_TEXT}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={problems.agreed}
        />
        {consent.isError && <Alert color="red">{errorMessage(consent.error)}</Alert>}
        <Button type="submit" variant="light" loading={consent.isPending} style={{ alignSelf: 'flex-start' }}>
          Text me
        </Button>
      </Stack>
    </Paper>
  );
}
