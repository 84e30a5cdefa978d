import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PriceLineProps {
  label: ReactNode;
  children: ReactNode;
  /** The total's line: bold, at this size (the cart's summary is larger than an order's). */
  total?: 'md' | 'lg';
}

/** One label and its amount in a price summary (the cart's and a placed order's). */
export function PriceLine({ label, children, total }: PriceLineProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={total ? 700 : 400} fz={total ?? 'sm'} component="div">
        {label}
      </Text>
      <Text fw={total ? 800 : 600} fz={total ?? 'sm'} component="div">
        {children}
      </Text>
    </Group>
  );
}
