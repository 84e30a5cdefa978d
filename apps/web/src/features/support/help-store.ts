import type { SupportRequestInput } from '@dme/shared/support/support-request';
import { useSyncExternalStore } from 'react';

export interface HelpState {
  opened: boolean;
  /** Values the form starts with, e.g. a subject chosen by the screen that opened it. */
  prefill: Partial<SupportRequestInput>;
}

const listeners = new Set<() => void>();
let state: HelpState = { opened: false, prefill: {} };

function set(next: HelpState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the help widget from anywhere, optionally with some fields filled in. */
export const openHelp = (prefill: Partial<SupportRequestInput> = {}) => set({ opened: true, prefill });

export const closeHelp = () => set({ ...state, opened: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useHelpState(): HelpState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
