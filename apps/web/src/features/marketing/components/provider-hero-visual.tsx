import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconFileCheck } from '@tabler/icons-react';
import classes from './hero-visual.module.css';
import { HeroVisualFrame } from './hero-visual-frame';

const steps = [
  { label: 'Awaiting Patient', state: 'done' },
  { label: 'Supplier Processing', state: 'done' },
  { label: 'Out For Delivery', state: 'current' },
  { label: 'Delivered', state: 'next' },
] as const;

/** An illustrative work order card: what a provider follows on the dashboard. */
export function ProviderHeroVisual() {
  return (
    <HeroVisualFrame
      topChip="Prior auth approved"
      bottomChip={
        <>
          <IconFileCheck size={20} color="var(--mantine-color-teal-8)" />
          Prescription attached
        </>
      }
    >
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={700}>Maria Gonzalez</Text>
          <Text fz="sm" c="gray.7">
            CPAP machine · AutoSet
          </Text>
        </Stack>
        <Badge variant="light" size="lg" radius="sm">
          K7P-Q3M
        </Badge>
      </Group>
      <Divider />
      <Stack gap="sm">
        {steps.map((step) => (
          <Group key={step.label} gap="sm" wrap="nowrap">
            <span className={classes.stepDot} data-state={step.state}>
              {step.state === 'done' && <IconCheck size={14} stroke={3} />}
            </span>
            <Text
              fz="sm"
              fw={step.state === 'current' ? 700 : 500}
              c={step.state === 'next' ? 'gray.7' : 'dark.8'}
            >
              {step.label}
            </Text>
          </Group>
        ))}
      </Stack>
    </HeroVisualFrame>
  );
}
