/** Query keys of the patient session area. */
export const patientSessionKeys = {
  me: () => ['patient-session', 'me'] as const,
};
