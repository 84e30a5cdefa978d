/** Query keys of the auth area (one factory per resource). */
export const authKeys = {
  providerTypes: () => ['provider-types'] as const,
  providerRegistration: (code: string) => ['provider-registrations', code] as const,
};
