import { Button } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** The top bar's "Account" button: the menu's target, and what shows while the menu's code loads. */
export const AccountButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(
  (props, ref) => (
    <Button
      ref={ref}
      variant="default"
      leftSection={<IconUserCircle size={18} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Account
    </Button>
  ),
);
