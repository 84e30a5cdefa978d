import { Title } from '@mantine/core';

/** Spec patient §2 "Account layout": Account Settings is only a heading. */
export function AccountSettingsPage() {
  return (
    <Title order={1} fz={{ base: 26, sm: 32 }}>
      Account Settings
    </Title>
  );
}
