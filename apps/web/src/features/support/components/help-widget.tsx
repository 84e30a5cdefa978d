import { Button, Portal } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { openHelp, useHelpState } from '../../../lib/help-store';
import classes from './help-widget.module.css';

const loadHelpModal = () => import('./help-modal');
const HelpModal = lazy(async () => ({ default: (await loadHelpModal()).HelpModal }));

/** The floating Help launcher on every page; the dialog's code is fetched only when someone needs it. */
export function HelpWidget() {
  const { opened } = useHelpState();
  // Stays mounted after the first open so the dialog can play its closing transition.
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);

  return (
    <>
      <Portal>
        <div className={classes.affix}>
          <Button
            radius="xl"
            size="md"
            className={classes.launcher}
            classNames={{ section: classes.section, label: classes.label }}
            leftSection={<IconHelp size={20} aria-hidden="true" />}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadHelpModal()}
            onFocus={() => void loadHelpModal()}
            onClick={() => openHelp()}
          >
            Help
          </Button>
        </div>
      </Portal>
      {hasOpened && (
        <Suspense fallback={null}>
          <HelpModal />
        </Suspense>
      )}
    </>
  );
}
