// The shop's texts, apart from its schemas: a page that shows them does not load zod (issue 18).

export const REFERRAL_MESSAGES = {
  required: 'Patient referral code is required.',
  notFound: 'We could not find that referral code. Please check it and try again.',
  throttled: 'Excessive number of unsuccessful code attempts. Please try again later.',
  unexpected: 'Unexpected server error.',
  assembling: 'Assembling your personalized treatment plan',
} as const;

export const SHOP_MESSAGES = {
  invalidProduct: 'Invalid product id',
  noSelection: 'Please make your product selection in this step before moving forward.',
  shipsTo: 'Ships to Los Angeles',
} as const;

/**
 * The prescription modal's verify form proves the contact before a work order is shown: the server
 * answers the same for every e-mail and phone (nothing about whether a provider wrote an order) and
 * e-mails a code; the code, typed back, binds the work order (issue 12 item 7).
 */
export const PRESCRIPTION_CLAIM_MESSAGES = {
  sent: 'We sent a 6-digit code to your email. Enter it below to find your prescription.',
  codeLabel: 'Verification code',
  codeHelp: 'The code expires in 15 minutes.',
  codeRequired: 'Please enter the 6-digit code from the email',
  invalid: 'Invalid code, please try again.',
  expired: 'This code is no longer valid. Please request a new one.',
  tooMany: 'Too many codes were requested for this email. Please try again later.',
  resend: 'Send a new code',
} as const;
