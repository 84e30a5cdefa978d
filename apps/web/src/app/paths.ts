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
  shop: '/shop',
  workOrdersNew: '/work_orders/new',
} as const;
