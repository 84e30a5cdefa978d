import type { ProductReviews } from '@dme/shared/orders/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const fetchProductReviews = (productUuid: string, signal?: AbortSignal) =>
  apiRequest<ProductReviews>(`/api/products/${productUuid}/reviews`, { signal });

export const productReviewsQueryOptions = (productUuid: string) =>
  queryOptions({
    queryKey: orderKeys.productReviews(productUuid),
    queryFn: ({ signal }) => fetchProductReviews(productUuid, signal),
  });

export const useProductReviews = (productUuid: string) => useQuery(productReviewsQueryOptions(productUuid));
