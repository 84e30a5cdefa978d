import { Popover, type PopoverProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

interface FilterPopoverProps {
  position: PopoverProps['position'];
  defaultOpened: boolean;
  target: ReactElement;
  children: ReactNode;
}

/**
 * The phone filter bar's Brand or Price list. Its own chunk (filter-button.tsx): Mantine's Popover
 * brings Floating UI, ~20 kB gzip that nothing else on the shop's first screen needs.
 */
export function FilterPopover({ position, defaultOpened, target, children }: FilterPopoverProps) {
  return (
    <Popover position={position} shadow="md" width={280} trapFocus defaultOpened={defaultOpened}>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
