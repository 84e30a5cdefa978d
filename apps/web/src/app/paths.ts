import { generatePath, matchPath } from 'react-router';

/** Every route path of the app in one place (bulletproof-react). */
export const paths = {
  home: '/',
  providers: '/providers',
  team: '/team',
  privacy: '/privacy',
  terms: '/terms',
  whySection: 'why',
  providerSignIn: '/providers/signin',
  providerSignUp: '/providers/signup',
  supplierSignIn: '/suppliers/signin',
  patientSignIn: '/patients/signin',
  patientSignUp: '/patients/signup',
  providerSignUpWithCode: '/providers/signup/:code',
  passwordRecovery: '/auth/password_recovery',
  passwordReset: '/auth/password_reset',
  patientPasswordRecovery: '/patients/password_recovery',
  patientPasswordReset: '/patients/password_reset',
  shop: '/shop',
  code: '/code',
  ehrLaunchProblem: '/ehr_launch',
  product: '/products/:uuid',
  cart: '/cart',
  order: '/orders/:number',
  orderHistory: '/order_history',
  insuranceInformation: '/insurance_information',
  accountSettings: '/account_settings',
  /** Account Settings of providers and suppliers, in their dashboard's frame (decision 0117). */
  settings: '/settings',
  workOrdersNew: '/work_orders/new',
  workOrder: '/work_orders/:uuid',
  tracking: '/tracking',
  trackingSuccess: '/tracking/:number',
  resupply: '/resupply',
  unsubscribe: '/unsubscribe',
  opsSignIn: '/ops/signin',
  ops: '/ops',
} as const;

/** The operations console's pages (admins), under /ops. */
export const opsPaths = {
  suppliers: '/ops/suppliers',
  signupCodes: '/ops/signup_codes',
  priorAuths: '/ops/prior_auths',
  requests: '/ops/requests',
  auditLog: '/ops/audit_log',
  faxes: '/ops/faxes',
  fax: '/ops/faxes/:id',
  eligibility: '/ops/eligibility',
  settings: '/ops/settings',
} as const;

/** The pages whose frame looks a `?code=` in the address up (features/shop PatientLayout). */
export const looksUpReferralCode = (pathname: string) =>
  [paths.shop, paths.product, paths.cart].some((path) => matchPath(path, pathname) !== null);

export const productPath = (uuid: string) => generatePath(paths.product, { uuid });

/** The query flag that tells the confirmation page to clear the patient session (spec patient §2). */
export const CLEAR_SESSION_PARAM = 'clearSession';

export const orderPath = (number: string) => generatePath(paths.order, { number });

/** Where a just-placed order lands, as the hosted payment page also redirects. */
export const placedOrderPath = (number: string) => `${orderPath(number)}?${CLEAR_SESSION_PARAM}=true`;
