import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import notificationClasses from './notifications.module.css';

/** The toasts and the confirm dialogs: a lazy chunk, mounted by DeferredOverlays once one is asked for. */
export default function Overlays({ onReady }: { onReady: () => void }) {
  // Runs after the providers' own effects (children first), so their listeners are in place;
  // onReady is stable (useCallback), so this runs once.
  useEffect(onReady, [onReady]);
  return (
    <>
      <Notifications position="top-right" zIndex={1000} className={notificationClasses.root} />
      <ModalsProvider />
    </>
  );
}
