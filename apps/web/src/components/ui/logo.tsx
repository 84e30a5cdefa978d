import { Group, Text } from '@mantine/core';

/** The Carelane mark and wordmark; `inverted` is for dark backgrounds such as the footer. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0b7285'} />
        <path
          d="M18 34l10-10 6 6 12-12"
          stroke={inverted ? '#0b7285' : '#ffffff'}
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="32" cy="46" r="5" fill={inverted ? '#0b7285' : '#ffffff'} />
      </svg>
      <Text
        component="span"
        fw={800}
        fz={22}
        lh={1}
        c={inverted ? 'white' : 'dark.8'}
        style={{ letterSpacing: '-0.02em' }}
      >
        Carelane
      </Text>
    </Group>
  );
}
