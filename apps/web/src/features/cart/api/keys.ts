/** Query keys of the cart area. */
export const cartKeys = {
  me: () => ['cart', 'me'] as const,
};
