import { createModalStore } from './modal-store';

/** Where the insurance modal starts: the card upload (the default) or the details form. */
export type InsuranceModalStart = 'upload' | 'form';

const store = createModalStore<{ start: InsuranceModalStart }>({ start: 'upload' });

/** Opens the insurance modal from anywhere (banner, cart links, onboarding, account page). */
export const openInsuranceModal = ({ start = 'upload' }: { start?: InsuranceModalStart } = {}) =>
  store.open({ start });

export const closeInsuranceModal = store.close;

export const useInsuranceModalState = store.useState;
