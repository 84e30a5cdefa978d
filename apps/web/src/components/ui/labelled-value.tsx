import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>` grid: a small upper-case label above the value. */
export function LabelledValue({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans every column of the grid. */
  wide?: boolean;
}) {
  return (
    <Box style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" tt="uppercase" fz="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Box component="dd" m={0} fz="sm">
        {children}
      </Box>
    </Box>
  );
}
