import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { roleOf, useAuthSession } from '../../../lib/auth-session';
import { EmailSection } from '../components/email-section';
import { MessagesSection } from '../components/messages-section';
import { PasswordSection } from '../components/password-section';
import { SessionsSection } from '../components/sessions-section';

export const ACCOUNT_SETTINGS_TITLE = 'Account Settings';

/**
 * Account Settings for every role (issue 48 item 2; the spec's page was only a heading): the
 * password, the e-mail address and the signed-in devices; a patient also chooses her messages.
 * It renders inside the frame of the caller's role (patient account layout, dashboard, console).
 */
export function AccountSettingsPage() {
  useDocumentTitle(`${ACCOUNT_SETTINGS_TITLE} | Carelane`);
  const isPatient = roleOf(useAuthSession()) === 'patient';
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {ACCOUNT_SETTINGS_TITLE}
      </Title>
      <PasswordSection />
      <EmailSection />
      <SessionsSection />
      {isPatient && <MessagesSection />}
    </Stack>
  );
}
