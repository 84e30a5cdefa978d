import { z } from 'zod';
import { moneySchema } from '../shop/api';

export { CART_MESSAGES } from './messages';

export const cartItemSchema = z.object({
  uuid: z.string(),
  quantity: z.number(),
  title: z.string(),
  manufacturerName: z.string(),
  firstImageUrl: z.string().nullable(),
  supplierName: z.string().nullable(),
  productVariant: z.object({
    uuid: z.string(),
    productTitle: z.string(),
    maxQuantity: z.number(),
    product: z.object({
      uuid: z.string(),
      imageUrls: z.array(z.string()),
      manufacturer: z.string(),
      isCashOnly: z.boolean(),
    }),
    productCategoryName: z.string(),
    productCategoryUuid: z.string(),
    productVerticalName: z.string(),
  }),
  formattedPrices: z.object({ patientCost: z.string(), totalRetailCost: z.string() }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/carts/me and every cart-changing reply (spec patient §3 "Cart"). */
export const cartSchema = z.object({
  uuid: z.string(),
  isFree: z.boolean(),
  /**
   * Insured prices in this cart are estimates: the plan pricing them did not confirm DME benefits
   * (issue 14). The amounts are what the plan's general benefits give; checkout stays open.
   */
  pricesAreEstimates: z.boolean(),
  cartItems: z.array(cartItemSchema),
  prices: z.object({ subtotalPayerResponsibility: moneySchema }),
  formattedPrices: z.object({
    subtotal: z.string(),
    patientServiceFee: z.string(),
    insuranceSavings: z.string(),
    subtotalWithInsuranceDiscount: z.string(),
  }),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart_items */
export const addCartItemBodySchema = z.object({
  cartItem: z.object({ productVariantUuid: z.uuid(), quantity: z.number().int().min(1).max(99) }),
});
/** PUT /api/cart_items/{uuid}; quantity 0 removes the item. */
export const updateCartItemBodySchema = z.object({
  cartItem: z.object({ quantity: z.number().int().min(0).max(99) }),
});
