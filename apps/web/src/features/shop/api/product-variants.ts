import type { ProductVariant, ProductVariantsQuery } from '@dme/shared/shop/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** The session's catalogue; the server limits a referral patient to their consultation's products. */
export const fetchProductVariants = (query: ProductVariantsQuery, signal?: AbortSignal) =>
  apiRequest<ProductVariant[]>('/api/product_variants', { query, signal });

export const productVariantsQueryOptions = (query: ProductVariantsQuery) =>
  queryOptions({
    queryKey: shopKeys.variantList(query),
    queryFn: ({ signal }) => fetchProductVariants(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductVariants = (query: ProductVariantsQuery, { enabled = true } = {}) =>
  useQuery({ ...productVariantsQueryOptions(query), enabled });
