import { Button, Stack, Text, Title } from '@mantine/core';
import { IconKeyboard, IconUpload } from '@tabler/icons-react';
import { type InsuranceModalStart, openInsuranceModal } from '../../../../lib/insurance-modal-store';

/**
 * Step 3: insurance. Upload, manual entry or Skip each mark onboarding complete; only manual
 * entry and Skip wait for the earlier answers (spec patient §4);
 * upload and manual entry go on in the insurance modal.
 */
export function InsuranceStep({ onSkip, disabled }: { onSkip: () => void; disabled: boolean }) {
  const addInsurance = (start: InsuranceModalStart) => {
    onSkip();
    openInsuranceModal({ start });
  };
  return (
    <Stack gap="sm">
      <Title order={2}>Unlock insurance pricing</Title>
      <Text c="gray.7">
        Your insurance may cover part or all of the cost of your equipment. Until you add it, the store shows
        retail prices.
      </Text>
      <Button
        mt="md"
        fullWidth
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => addInsurance('upload')}
      >
        Upload Insurance Card
      </Button>
      <Button
        variant="light"
        fullWidth
        leftSection={<IconKeyboard size={18} aria-hidden />}
        onClick={() => addInsurance('form')}
        disabled={disabled}
      >
        Enter Insurance Manually
      </Button>
      <Button variant="default" onClick={onSkip} disabled={disabled} fullWidth>
        Skip
      </Button>
    </Stack>
  );
}
