import { Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from './logo';
import classes from './top-bar.module.css';

interface TopBarDrawerProps {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  actions?: ReactNode;
}

/** The phone menu of TopBar: a lazy chunk, since Drawer brings Mantine's modal stack and focus trap. */
export default function TopBarDrawer({ opened, onClose, links, actions }: TopBarDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="100%"
      hiddenFrom="sm"
      title={<Logo />}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="lg">
        <Stack component="nav" aria-label="Main" gap={4}>
          {links}
        </Stack>
        {actions && (
          <>
            <Divider />
            {/* A pressed action (the prescription dialog, the cart) closes the menu, which would
                otherwise stay open over the page; a button that opens a menu of its own does not. */}
            <div
              className={classes.drawerActions}
              onClickCapture={(event) => {
                const pressed = (event.target as HTMLElement).closest('a, button');
                if (pressed && pressed.getAttribute('aria-haspopup') !== 'menu') onClose();
              }}
            >
              {actions}
            </div>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
