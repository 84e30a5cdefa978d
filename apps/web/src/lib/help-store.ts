import type { SupportRequestInput } from '@dme/shared/support/support-request';
import { createExternalStore } from './external-store';

export interface HelpState {
  opened: boolean;
  /** Values the form starts with, e.g. a subject chosen by the screen that opened it. */
  prefill: Partial<SupportRequestInput>;
}

const store = createExternalStore<HelpState>({ opened: false, prefill: {} });

/** Opens the help widget from anywhere, optionally with some fields filled in. */
export const openHelp = (prefill: Partial<SupportRequestInput> = {}) => store.set({ opened: true, prefill });

export const closeHelp = () => store.set({ ...store.get(), opened: false });

export const useHelpState: () => HelpState = store.useState;
