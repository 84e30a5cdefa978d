/** Query keys of the fulfillments area (also read by the tracking pages). */
export const fulfillmentKeys = {
  all: ['fulfillments'] as const,
  lists: () => [...fulfillmentKeys.all, 'list'] as const,
  details: () => [...fulfillmentKeys.all, 'detail'] as const,
  detail: (number: string) => [...fulfillmentKeys.details(), number] as const,
};
