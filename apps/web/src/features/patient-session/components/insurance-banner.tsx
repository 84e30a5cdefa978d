import { Button, Container, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { openInsuranceModal } from '../../../lib/insurance-modal-store';
import classes from './insurance-banner.module.css';

/** Spec patient §2 "Banners": shown while no insurance is active. */
export function InsuranceBanner() {
  return (
    <aside className={classes.banner} aria-label="Insurance pricing">
      <Container size="lg" className={classes.inner}>
        <Text fw={700} fz="sm">
          Save up to 100% on your prescription DME
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          leftSection={<IconShieldCheck size={18} aria-hidden />}
          onClick={() => openInsuranceModal()}
        >
          Unlock insurance pricing
        </Button>
      </Container>
    </aside>
  );
}
