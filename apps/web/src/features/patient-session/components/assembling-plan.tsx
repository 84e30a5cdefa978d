import { REFERRAL_MESSAGES } from '@dme/shared/shop/messages';
import { Loader, Stack, Text } from '@mantine/core';

/** What the patient sees while a referral code is checked. */
export function AssemblingPlan() {
  return (
    <Stack align="center" gap="lg" py={80} role="status" aria-live="polite">
      <Loader size="lg" />
      <Text fw={600} fz="lg" ta="center">
        {REFERRAL_MESSAGES.assembling}
      </Text>
    </Stack>
  );
}
