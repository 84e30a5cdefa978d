/** The prescription feature's public surface: what checkout, shop use of it. */
export { PrescriptionBanner } from './components/prescription-banner';
export { PrescriptionModalHost } from './components/prescription-modal-host';
export { useCheckoutGate } from './use-checkout-gate';
