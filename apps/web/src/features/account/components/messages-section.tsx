import { smsPhoneBodySchema } from '@dme/shared/notifications/api';
import { ACCOUNT_MESSAGE_TEXTS, ALWAYS_SENT, type MessageChannel } from '@dme/shared/notifications/texts';
import { SMS_CONSENT_TEXT } from '@dme/shared/resupply/api';
import { Alert, Button, Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ChannelChange, ChannelChoices } from '../../../components/ui/channel-choice';
import { PhoneInput } from '../../../components/ui/phone-input';
import { errorMessage } from '../../../lib/api-errors';
import { useChooseSmsPhone, useMessagePreferences, useSetMessagePreference } from '../api/messages';
import { SettingsSection } from './settings-section';

/**
 * What a patient agreed to — e-mails, texts and the number texts go to — with the unsubscribe
 * page's choices in one place (the same server calls and texts).
 */
export function MessagesSection() {
  const preferences = useMessagePreferences();
  const change = useSetMessagePreference();
  const [changed, setChanged] = useState<ChannelChange | null>(null);
  const choose = (channel: MessageChannel, subscribed: boolean) =>
    change.mutate(
      { channel, subscribed },
      { onSuccess: () => setChanged({ channel, to: subscribed ? 'resumed' : 'stopped' }) },
    );
  const data = preferences.data;

  return (
    <SettingsSection id="messages-settings" title="Messages" description={ALWAYS_SENT}>
      {preferences.isPending && <Loader size="sm" aria-label="Loading your message choices" />}
      {preferences.isError && <Alert color="red">{errorMessage(preferences.error)}</Alert>}
      {change.isError && <Alert color="red">{errorMessage(change.error)}</Alert>}
      {data && (
        <Stack gap="lg">
          <ChannelChoices
            email={data.email}
            sms={data.sms}
            onChange={choose}
            pendingChannel={change.isPending ? (change.variables?.channel ?? null) : null}
            changed={changed}
          />
          {data.hasOrders ? (
            <SmsPhoneForm hasPhone={data.sms.phone !== null} onSaved={() => setChanged(null)} />
          ) : (
            <Text size="sm">{ACCOUNT_MESSAGE_TEXTS.noOrders}</Text>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}

/** The number texts go to, with her own agreement in the words stored with it. */
function SmsPhoneForm({ hasPhone, onSaved }: { hasPhone: boolean; onSaved: () => void }) {
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ phone?: string; agreed?: string }>({});
  const save = useChooseSmsPhone();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = smsPhoneBodySchema.safeParse({ phone, agreed: agreed || undefined });
    if (!parsed.success) {
      const byField = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setProblems({ phone: byField.phone, agreed: byField.agreed });
      return;
    }
    setProblems({});
    save.mutate(
      { phone, agreed: true },
      {
        onSuccess: () => {
          onSaved();
          setPhone('');
          setAgreed(false);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Number for text messages">
      <Stack gap="sm" maw={420}>
        <Text fw={600}>{hasPhone ? 'Send texts to another number' : 'Get text messages'}</Text>
        {save.isSuccess && (
          <Alert color="green" variant="light" role="status">
            Texts about your orders now go to {save.data.sms.phone}. We sent that number a text saying so.
          </Alert>
        )}
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <PhoneInput label="Mobile number" value={phone} onChange={setPhone} error={problems.phone} />
        <Checkbox
          label={SMS_CONSENT_TEXT}
          checked={agreed}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
          error={problems.agreed}
        />
        <Button type="submit" variant="light" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save number
        </Button>
      </Stack>
    </form>
  );
}
