import { practitioner } from './builders';

/**
 * The demo clinicians. Daniel Reyes is the product's EHR provider demo account
 * (`ehr.provider@demo.test`, NPI 1003000126); Elena Vasquez's NPI (valid check digit) has no
 * account in the product, so her launches show the product's "no provider account" answer.
 */
export const DEMO_PRACTITIONERS = [
  practitioner({
    id: 'daniel-reyes',
    given: ['Daniel'],
    family: 'Reyes',
    prefix: ['Dr.'],
    npi: '1003000126',
    phone: '(213) 555-0142',
    email: 'daniel.reyes@wilshire-family.example',
  }),
  practitioner({
    id: 'elena-vasquez',
    given: ['Elena'],
    family: 'Vasquez',
    prefix: ['Dr.'],
    npi: '1582736405',
    phone: '(213) 555-0147',
    email: 'elena.vasquez@wilshire-family.example',
  }),
];
