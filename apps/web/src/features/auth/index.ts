/** The auth feature's public surface: what dashboard, operations, patient-session use of it. */
export { useSignOut } from './api/sign-out';
export { FormError } from './components/form-error';
export { NewPasswordFields } from './components/new-password-fields';
