// The cart's texts, apart from its schemas: a page that shows them does not load zod (issue 18).

export const CART_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  categoryLimit: (category: string, limit: number) =>
    `You can add up to ${limit} item${limit === 1 ? '' : 's'} from ${category} to one order.`,
  maxQuantity: (limit: number) => `You can order at most ${limit} of this item.`,
  notInCatalogue: 'This product is not part of your treatment plan.',
  itemNotFound: 'This item is no longer in your cart.',
  emptyCart: 'Your cart is empty',
} as const;
