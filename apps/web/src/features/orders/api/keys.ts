/** Query keys of the orders area (Medusa's key factory). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (number: string) => [...orderKeys.details(), number] as const,
  productReviews: (productUuid: string) => ['product-reviews', productUuid] as const,
};
