import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBabyBottle, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import classes from './hero-visual.module.css';
import { HeroVisualFrame } from './hero-visual-frame';

/** An illustrative order card: what a patient sees once insurance pricing is unlocked. */
export function PatientHeroVisual() {
  return (
    <HeroVisualFrame
      topChip="Referral code BRS-PMP"
      bottomChip={
        <>
          <IconTruckDelivery size={20} color="var(--mantine-color-brand-9)" />
          Arriving today by 6 pm
        </>
      }
    >
      <Group justify="space-between">
        <Text fw={700} fz="sm" c="gray.7">
          Your order
        </Text>
        <Badge color="teal.9" variant="filled" leftSection={<IconShieldCheck size={14} />}>
          Insurance active
        </Badge>
      </Group>
      <Group wrap="nowrap" gap="md">
        <div className={classes.product}>
          <IconBabyBottle size={30} stroke={1.6} />
        </div>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700}>Double electric breast pump</Text>
          <Text fz="sm" c="gray.7">
            Hospital-strength · Quiet motor
          </Text>
        </Stack>
      </Group>
      <Divider />
      <Group justify="space-between">
        <Text fz="sm" c="gray.7">
          Retail price
        </Text>
        <Text fz="sm" c="gray.7" className={classes.strike}>
          $289.00
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>You pay</Text>
        <Text fw={800} fz={28} c="brand.9" lh={1}>
          $0.00
        </Text>
      </Group>
    </HeroVisualFrame>
  );
}
