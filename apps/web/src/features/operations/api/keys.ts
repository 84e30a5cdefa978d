/** Query keys of the operations console, one branch per list (Medusa's key factory). */
export const opsKeys = {
  all: ['ops'] as const,
  lists: (resource: string) => [...opsKeys.all, resource] as const,
  list: (resource: string, query: object) => [...opsKeys.lists(resource), query] as const,
};
