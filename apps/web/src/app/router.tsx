import { Navigate, type RouteObject } from 'react-router';
import { webEnv } from '../lib/env';
import { RouteErrorFallback } from './error-fallback';
import { RequireRole, SignedOutOnly } from './guards';
import type { PreloadingHandle } from './lazy-routes';
import { opsPaths, paths } from './paths';
import { RootLayout } from './root-layout';
import { IndexRoute, preloadIndexPage } from './routes/index-route';

const marketing = () => import('../features/marketing/routes/marketing-routes');
// The form and a work order's page are chunks of their own: the form loads no QR code library.
const newWorkOrderPage = () => import('../features/work-orders/routes/new-work-order-page');
const workOrderPage = () => import('../features/work-orders/routes/work-order-page');
const ehrLaunchProblemPage = () => import('../features/work-orders/routes/ehr-launch-problem-page');
const auth = () => import('../features/auth/routes/auth-routes');
const authPage = (name: keyof Awaited<ReturnType<typeof auth>>) => async () => ({
  Component: (await auth())[name],
});
const signupAndPassword = () => import('../features/auth/routes/signup-and-password-routes');
const signupOrPasswordPage = (name: keyof Awaited<ReturnType<typeof signupAndPassword>>) => async () => ({
  Component: (await signupAndPassword())[name],
});
const shop = () => import('../features/shop/routes/shop-routes');
// Each patient page is a chunk of its own: the shop's first visit loads neither the product page
// nor the cart's shipping form (issue 18).
const productPage = () => import('../features/shop/routes/product-page');
const cartPage = () => import('../features/checkout/routes/cart-page');
const codePage = () => import('../features/patient-session/routes/code-page');
const account = () => import('../features/account/routes/account-routes');
const accountPage = (name: keyof Awaited<ReturnType<typeof account>>) => async () => ({
  Component: (await account())[name],
});
// Providers, suppliers and admins load Account Settings alone, without the patient's account frame.
const accountSettingsPage = async () => ({
  Component: (await import('../features/account/routes/account-settings-page')).AccountSettingsPage,
});
const shopPage = (name: keyof Awaited<ReturnType<typeof shop>>) => async () => ({
  Component: (await shop())[name],
});
const orders = () => import('../features/orders/routes/orders-routes');
const ordersPage = (name: keyof Awaited<ReturnType<typeof orders>>) => async () => ({
  Component: (await orders())[name],
});
const tracking = () => import('../features/tracking/routes/tracking-routes');
const resupply = () => import('../features/resupply/routes/resupply-routes');
const resupplyPage = (name: keyof Awaited<ReturnType<typeof resupply>>) => async () => ({
  Component: (await resupply())[name],
});
const operations = () => import('../features/operations/routes/operations-routes');
const opsPage = (name: keyof Awaited<ReturnType<typeof operations>>) => async () => ({
  Component: (await operations())[name],
});
const trackingPage = (name: keyof Awaited<ReturnType<typeof tracking>>) => async () => ({
  Component: (await tracking())[name],
});

/**
 * What shows while the first page's lazy chunk loads: nothing, for the split second it takes.
 * Declared so that React Router does not warn that none was provided (issue 13 item 18).
 */
function FirstPageLoading() {
  return null;
}

/** Spec §2: the patient sign-in, signup and password pages are not registered on the production host. */
const patientOnly = (routes: RouteObject[]) => (webEnv.isProductionHost ? [] : routes);

const authRoutes: RouteObject[] = [
  {
    lazy: authPage('UserDataSignIn'),
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: paths.providerSignIn, lazy: authPage('ProviderSignInPage') },
          { path: paths.supplierSignIn, lazy: authPage('SupplierSignInPage') },
          { path: paths.opsSignIn, lazy: authPage('AdminSignInPage') },
          ...patientOnly([{ path: paths.patientSignIn, lazy: authPage('PatientSignInPage') }]),
        ],
      },
    ],
  },
  {
    element: <SignedOutOnly />,
    children: [
      { path: paths.providerSignUp, lazy: signupOrPasswordPage('ProviderSignUpPage') },
      { path: paths.providerSignUpWithCode, lazy: signupOrPasswordPage('ProviderSignUpPage') },
      { path: paths.passwordRecovery, lazy: signupOrPasswordPage('ProviderPasswordRecoveryPage') },
      { path: paths.passwordReset, lazy: signupOrPasswordPage('ProviderPasswordResetPage') },
      ...patientOnly([
        { path: paths.patientSignUp, lazy: signupOrPasswordPage('PatientSignUpPage') },
        { path: paths.patientPasswordRecovery, lazy: signupOrPasswordPage('PatientPasswordRecoveryPage') },
        { path: paths.patientPasswordReset, lazy: signupOrPasswordPage('PatientPasswordResetPage') },
      ]),
    ],
  },
];

/** The app's routes; main.tsx makes the browser router of them, the build's pre-renderer a memory one. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: FirstPageLoading,
    children: [
      {
        path: paths.home,
        element: <IndexRoute />,
        handle: { preload: preloadIndexPage } satisfies PreloadingHandle,
      },
      {
        lazy: async () => ({ Component: (await marketing()).PublicLayout }),
        children: [
          { path: paths.providers, lazy: async () => ({ Component: (await marketing()).ProvidersPage }) },
          { path: paths.team, lazy: async () => ({ Component: (await marketing()).TeamPage }) },
          { path: paths.privacy, lazy: async () => ({ Component: (await marketing()).PrivacyPage }) },
          { path: paths.terms, lazy: async () => ({ Component: (await marketing()).TermsPage }) },
          {
            path: paths.ehrLaunchProblem,
            lazy: async () => ({ Component: (await ehrLaunchProblemPage()).EhrLaunchProblemPage }),
          },
        ],
      },
      ...authRoutes,
      { path: paths.code, lazy: async () => ({ Component: (await codePage()).CodePage }) },
      {
        lazy: shopPage('PatientLayout'),
        children: [
          { path: paths.shop, lazy: shopPage('ShopPage') },
          { path: paths.product, lazy: async () => ({ Component: (await productPage()).ProductPage }) },
          { path: paths.cart, lazy: async () => ({ Component: (await cartPage()).CartPage }) },
        ],
      },
      {
        lazy: ordersPage('OrdersLayout'),
        children: [{ path: paths.order, lazy: ordersPage('OrderConfirmationPage') }],
      },
      {
        lazy: ordersPage('OrdersLayout'),
        children: [
          { path: paths.resupply, lazy: resupplyPage('ResupplyPage') },
          { path: paths.unsubscribe, lazy: resupplyPage('UnsubscribePage') },
        ],
      },
      {
        lazy: trackingPage('TrackingLayout'),
        children: [
          { path: paths.tracking, lazy: trackingPage('TrackingFormPage') },
          { path: paths.trackingSuccess, lazy: trackingPage('TrackingSuccessPage') },
        ],
      },
      ...patientOnly([
        {
          element: <RequireRole roles={['patient']} redirectTo={paths.patientSignIn} />,
          children: [
            {
              lazy: accountPage('AccountLayout'),
              children: [
                { path: paths.orderHistory, lazy: ordersPage('OrderHistoryPage') },
                { path: paths.insuranceInformation, lazy: accountPage('InsuranceInformationPage') },
                { path: paths.accountSettings, lazy: accountPage('AccountSettingsPage') },
              ],
            },
          ],
        },
      ]),
      {
        element: <RequireRole roles={['provider']} redirectTo={paths.providerSignIn} />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/dashboard/routes/dashboard-routes')).DashboardLayout,
            }),
            children: [
              {
                path: paths.workOrdersNew,
                lazy: async () => ({ Component: (await newWorkOrderPage()).NewWorkOrderPage }),
              },
              {
                path: paths.workOrder,
                lazy: async () => ({ Component: (await workOrderPage()).WorkOrderPage }),
              },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={['provider', 'supplier']} redirectTo={paths.providerSignIn} />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('../features/dashboard/routes/dashboard-routes')).DashboardLayout,
            }),
            children: [{ path: paths.settings, lazy: accountSettingsPage }],
          },
        ],
      },
      {
        element: <RequireRole roles={['admin']} redirectTo={paths.opsSignIn} />,
        children: [
          {
            path: paths.ops,
            lazy: opsPage('OpsLayout'),
            children: [
              { index: true, element: <Navigate to={opsPaths.suppliers} replace /> },
              { path: opsPaths.suppliers, lazy: opsPage('SuppliersPage') },
              { path: opsPaths.signupCodes, lazy: opsPage('SignupCodesPage') },
              { path: opsPaths.priorAuths, lazy: opsPage('PriorAuthsPage') },
              { path: opsPaths.requests, lazy: opsPage('RequestsPage') },
              { path: opsPaths.auditLog, lazy: opsPage('AuditLogPage') },
              { path: opsPaths.faxes, lazy: opsPage('FaxInboxPage') },
              { path: opsPaths.fax, lazy: opsPage('FaxDetailPage') },
              { path: opsPaths.eligibility, lazy: opsPage('EligibilityFailuresPage') },
              { path: opsPaths.settings, lazy: accountSettingsPage },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];
