import type { Cart } from '@dme/shared/cart/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/query-keys';
import { notifications } from '../../../lib/toasts';
import { showCartErrorFor } from './cart-error-toast';

/** Spec patient §9: the add-to-cart toast lasts 2000 ms. */
export const ADDED_TOAST_MS = 2000;

export const addCartItem = (productVariantUuid: string, quantity: number) =>
  apiRequest<Cart>('/api/cart_items', {
    method: 'POST',
    body: { cartItem: { productVariantUuid, quantity } },
  });

/** Quantity 0 removes the item. */
export const updateCartItem = (uuid: string, quantity: number) =>
  apiRequest<Cart>(`/api/cart_items/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    body: { cartItem: { quantity } },
  });

function useCartMutation<Input>(change: (input: Input) => Promise<Cart>, onDone?: (input: Input) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart, input) => {
      queryClient.setQueryData(cartKeys.me(), cart);
      onDone?.(input);
    },
    onError: showCartErrorFor,
  });
}

export const useAddCartItem = () =>
  useCartMutation(
    ({ variantUuid, quantity }: { variantUuid: string; quantity: number; title: string }) =>
      addCartItem(variantUuid, quantity),
    ({ title }) =>
      notifications.show({
        color: 'green',
        message: `${title} was added to your cart`,
        autoClose: ADDED_TOAST_MS,
      }),
  );

export const useUpdateCartItem = () =>
  useCartMutation(({ uuid, quantity }: { uuid: string; quantity: number }) => updateCartItem(uuid, quantity));
