import { useState } from 'react';
import { createExternalStore } from './external-store';

/**
 * The state of a modal opened from anywhere, with what it was opened with. `openCount` is bumped on
 * every open so the modal can key its content and start afresh.
 */
export function createModalStore<Options extends object>(closedOptions: Options) {
  const store = createExternalStore({ ...closedOptions, opened: false, openCount: 0 });
  return {
    open: (options: Options) => store.set({ ...options, opened: true, openCount: store.get().openCount + 1 }),
    close: () => store.set({ ...store.get(), opened: false }),
    useState: store.useState,
  };
}

/**
 * True from a modal's first open on: its host keeps it mounted from then on, so the code loads only
 * when needed and the dialog can still play its closing transition.
 */
export function useHasOpened(opened: boolean) {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened;
}
