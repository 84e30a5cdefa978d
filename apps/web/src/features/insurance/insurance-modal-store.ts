import { createExternalStore } from '../../lib/external-store';

/** Where the insurance modal starts: the card upload (the default) or the details form. */
export type InsuranceModalStart = 'upload' | 'form';

export interface InsuranceModalState {
  opened: boolean;
  start: InsuranceModalStart;
  /** Bumped on every open so the modal starts afresh. */
  openCount: number;
}

const store = createExternalStore<InsuranceModalState>({ opened: false, start: 'upload', openCount: 0 });

/** Opens the insurance modal from anywhere (banner, cart links, onboarding, account page). */
export const openInsuranceModal = ({ start = 'upload' }: { start?: InsuranceModalStart } = {}) =>
  store.set({ opened: true, start, openCount: store.get().openCount + 1 });

export const closeInsuranceModal = () => store.set({ ...store.get(), opened: false });

export const useInsuranceModalState = store.useState;
