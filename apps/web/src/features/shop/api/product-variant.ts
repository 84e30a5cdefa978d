import type { ProductVariantDetail } from '@dme/shared/shop/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePatientSession } from '../../../lib/patient-session';
import { shopKeys } from '../../../lib/query-keys';

/** One variant priced for `quantity`, with its siblings for the variant picker. */
export const fetchProductVariant = (uuid: string, quantity: number, signal?: AbortSignal) =>
  apiRequest<ProductVariantDetail>(`/api/product_variants/${encodeURIComponent(uuid)}`, {
    query: { quantity },
    signal,
  });

export const productVariantQueryOptions = (uuid: string, quantity: number) =>
  queryOptions({
    queryKey: shopKeys.variantDetail(uuid, quantity),
    queryFn: ({ signal }) => fetchProductVariant(uuid, quantity, signal),
    placeholderData: keepPreviousData,
  });

/** Prices depend on the session, so this waits for it. */
export const useProductVariant = (uuid: string, quantity: number) =>
  useQuery({ ...productVariantQueryOptions(uuid, quantity), enabled: usePatientSession().isSuccess });
