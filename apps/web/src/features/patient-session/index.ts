/** The patient-session feature's public surface: what account, orders, shop use of it. */
export { useUpdatePatient } from './api/update-patient';
export { AssemblingPlan } from './components/assembling-plan';
export { InsuranceBanner } from './components/insurance-banner';
export { PatientFrame } from './components/patient-frame';
export { PATIENT_LINKS } from './components/patient-top-bar';
export { startFirstVisit } from './first-visit-start';
export { keepsNothingTheServerCannotSee } from './kept-state';
export { useReferralCodeInUrl } from './use-referral-code-in-url';
export { useSessionSync } from './use-session-sync';
