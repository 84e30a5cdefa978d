/** The auth area's pages, loaded together as one lazy chunk by the router. */
export { PatientPasswordRecoveryPage, ProviderPasswordRecoveryPage } from './password-recovery-page';
export { PatientPasswordResetPage, ProviderPasswordResetPage } from './password-reset-page';
export { PatientSignUpPage } from './patient-signup-page';
export { ProviderSignUpPage } from './provider-signup-page';
export { AdminSignInPage, PatientSignInPage, ProviderSignInPage, SupplierSignInPage } from './sign-in-page';
export { UserDataSignIn } from './user-data-sign-in';
