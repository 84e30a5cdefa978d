import { prescriptionTexts } from '@dme/shared/insurance/prescription-messages';
import { shouldShowPrescriptionBanner } from '@dme/shared/insurance/prescription-rules';
import { Button, Container, Group, Text } from '@mantine/core';
import { IconPrescription } from '@tabler/icons-react';
import { openPrescriptionModal } from '../../../lib/prescription-modal-store';
import { usePrescriptionFacts } from '../use-prescription-facts';
import classes from './prescription-banner.module.css';

/** Spec patient §2 "Banners": insurance is active and a prescription should be asked for. */
export function PrescriptionBanner() {
  const facts = usePrescriptionFacts();
  if (!shouldShowPrescriptionBanner(facts)) return null;
  return (
    <aside className={classes.banner} aria-label="Prescription">
      <Container size="lg" className={classes.inner}>
        <Group gap={8} wrap="nowrap">
          <IconPrescription size={20} aria-hidden />
          <Text fw={600} fz="sm">
            {prescriptionTexts(facts).banner}
          </Text>
        </Group>
        <Button size="xs" variant="white" color="dark" onClick={() => openPrescriptionModal()}>
          Upload Prescription
        </Button>
      </Container>
    </aside>
  );
}
