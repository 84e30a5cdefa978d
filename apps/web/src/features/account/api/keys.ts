/** Query keys of the account area (one factory per resource). */
export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  messages: () => [...accountKeys.all, 'messages'] as const,
};
