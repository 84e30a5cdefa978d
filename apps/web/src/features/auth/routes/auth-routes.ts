/**
 * The sign-in pages, one lazy chunk: /providers/signin is pre-rendered and hydrated from it, so it
 * holds only what they draw (the sign-up and password pages, with their address, phone and
 * select fields, are signup-and-password-routes.ts).
 */
export { AdminSignInPage, PatientSignInPage, ProviderSignInPage, SupplierSignInPage } from './sign-in-page';
export { UserDataSignIn } from './user-data-sign-in';
