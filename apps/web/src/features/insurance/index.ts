/** The insurance feature's public surface: what account, checkout, prescription, shop use of it. */
export { useInsuranceStatus } from './api/insurance-status';
export { useRemoveInsurance } from './api/remove-insurance';
export { BackBraceToast } from './components/back-brace-toast';
export { InsuranceModalHost } from './components/insurance-modal-host';
export { InsuranceInformationPage } from './routes/insurance-information-page';
