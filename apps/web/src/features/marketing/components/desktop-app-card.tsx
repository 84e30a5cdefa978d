import { Alert, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceDesktop, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { promptInstall, useInstallState } from '../install-prompt';

/**
 * The team page's "Download the desktop app": Carelane installs as a web app, through the browser's
 * own install dialog where it offers one, or with instructions for browsers that install from a menu.
 */
export function DesktopAppCard() {
  const { canPrompt, isInstalled } = useInstallState();
  const [showInstructions, setShowInstructions] = useState(false);

  const download = async () => {
    if (!(await promptInstall())) setShowInstructions(true);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="brand.0">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <ThemeIcon size={64} radius="md" visibleFrom="sm">
          <IconDeviceDesktop size={36} stroke={1.6} aria-hidden="true" />
        </ThemeIcon>
        <Stack gap="md" style={{ flex: 1 }}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }} id="desktop-app-title">
            Carelane on your desktop
          </Title>
          <Text c="gray.8" maw={620}>
            Install Carelane as an app on Windows, macOS, ChromeOS or Linux. It opens in its own window from
            your dock or Start menu, keeps you signed in, and always runs the latest version: there is nothing
            to update.
          </Text>
          {isInstalled ? (
            <Group gap="xs" c="teal">
              <IconCircleCheck size={20} aria-hidden="true" />
              <Text fw={600}>Carelane is installed on this device.</Text>
            </Group>
          ) : (
            <div>
              <Button
                size="md"
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                onClick={download}
                aria-expanded={canPrompt ? undefined : showInstructions}
              >
                Download the desktop app
              </Button>
            </div>
          )}
          {showInstructions && !isInstalled && (
            <Alert variant="white" radius="md" title="How to install Carelane" color="brand">
              <List size="sm" spacing="xs">
                <List.Item>
                  <b>Chrome or Edge:</b> click the install icon at the right of the address bar, or open the
                  browser menu and choose “Install Carelane”.
                </List.Item>
                <List.Item>
                  <b>Safari on macOS Sonoma or later:</b> choose File → Add to Dock.
                </List.Item>
                <List.Item>
                  <b>Firefox:</b> installing web apps is not supported; open this page in Chrome, Edge or
                  Safari.
                </List.Item>
              </List>
            </Alert>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
