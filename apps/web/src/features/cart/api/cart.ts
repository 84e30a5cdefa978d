import type { Cart } from '@dme/shared/cart/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePatientSession } from '../../../lib/patient-session';
import { cartKeys } from '../../../lib/query-keys';

export const fetchCart = (signal?: AbortSignal) => apiRequest<Cart>('/api/carts/me', { signal });

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.me(), queryFn: ({ signal }) => fetchCart(signal) });

/** Waits for the patient session: the first call of a browser is the one that sets its cookie. */
export const useCart = () => useQuery({ ...cartQueryOptions(), enabled: usePatientSession().isSuccess });
