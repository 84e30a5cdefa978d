import type { Cart } from '@dme/shared/cart/api';
import type { ProductVariantsQuery } from '@dme/shared/shop/api';

/**
 * Query keys of the patient's shared server state (Medusa's key factory): the session, the cart and
 * the catalogue's prices all change together when insurance, a prescription or an order changes them.
 */
export const patientSessionKeys = {
  me: () => ['patient-session', 'me'] as const,
};

/** The session's insurance status (features/insurance reads it; a drawn page carries it). */
export const insuranceStatusKey = () => ['insurance-status', 'me'] as const;

export const cartKeys = {
  me: () => ['cart', 'me'] as const,
};

export const shopKeys = {
  verticals: () => ['product-verticals'] as const,
  variants: () => ['product-variants'] as const,
  variantLists: () => [...shopKeys.variants(), 'list'] as const,
  variantList: (query: ProductVariantsQuery) => [...shopKeys.variantLists(), query] as const,
  variantDetail: (uuid: string, quantity: number) =>
    [...shopKeys.variants(), 'detail', uuid, quantity] as const,
};

/**
 * The shop's and the cart's delivery promise: the server reads the session's ZIP code; what the cart
 * holds and the insurance that routes it are in the key, so a change of either asks again.
 */
export const deliveryKeys = {
  all: () => ['delivery-estimate'] as const,
  estimate: (cart: Pick<Cart, 'cartItems'> | undefined, insuranceStatusUuid: string | null | undefined) =>
    [
      ...deliveryKeys.all(),
      (cart?.cartItems ?? []).map((item) => item.productVariant.uuid).sort(),
      insuranceStatusUuid ?? null,
    ] as const,
};
