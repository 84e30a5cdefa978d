import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_EVENT, wasToastShown } from '../lib/toast-event';

const Overlays = lazy(() => import('./overlays'));

/** The events `modals.open*` dispatch on window (@mantine/modals events.ts). */
const MODAL_OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map(
  (name) => `mantine-modals:${name}`,
);

/**
 * Loads the toasts and the modals manager (with Mantine's Modal, focus trap and transitions) only
 * when a page shows a toast or opens a confirm dialog: most first visits do neither (issue 18, the
 * first visit's JavaScript). A dialog asked for before the chunk arrives is opened once it has.
 */
export function DeferredOverlays() {
  const [isNeeded, setNeeded] = useState(false);
  const held = useRef<CustomEvent[]>([]);
  const stopListening = useRef<() => void>(undefined);

  useEffect(() => {
    const need = () => setNeeded(true);
    const hold = (event: Event) => {
      held.current.push(event as CustomEvent);
      need();
    };
    if (wasToastShown()) need();
    window.addEventListener(TOAST_EVENT, need);
    for (const name of MODAL_OPEN_EVENTS) window.addEventListener(name, hold);
    stopListening.current = () => {
      window.removeEventListener(TOAST_EVENT, need);
      for (const name of MODAL_OPEN_EVENTS) window.removeEventListener(name, hold);
    };
    return stopListening.current;
  }, []);

  const replayHeldDialogs = useCallback(() => {
    stopListening.current?.();
    for (const event of held.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
    }
  }, []);

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Overlays onReady={replayHeldDialogs} />
    </Suspense>
  );
}
