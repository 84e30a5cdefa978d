/** The sign-up and password pages, one lazy chunk apart from the sign-in pages (auth-routes.ts). */
export { PatientPasswordRecoveryPage, ProviderPasswordRecoveryPage } from './password-recovery-page';
export { PatientPasswordResetPage, ProviderPasswordResetPage } from './password-reset-page';
export { PatientSignUpPage } from './patient-signup-page';
export { ProviderSignUpPage } from './provider-signup-page';
