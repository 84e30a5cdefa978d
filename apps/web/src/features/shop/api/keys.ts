import type { ProductVariantsQuery } from '@dme/shared/shop/api';

/** Query keys of the shop area (Medusa's key factory). */
export const shopKeys = {
  verticals: () => ['product-verticals'] as const,
  variants: () => ['product-variants'] as const,
  variantLists: () => [...shopKeys.variants(), 'list'] as const,
  variantList: (query: ProductVariantsQuery) => [...shopKeys.variantLists(), query] as const,
  variantDetail: (uuid: string, quantity: number) =>
    [...shopKeys.variants(), 'detail', uuid, quantity] as const,
};
