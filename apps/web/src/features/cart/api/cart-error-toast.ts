import { CART_MESSAGES } from '@dme/shared/cart/api';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client';

/** Spec patient §8: "Something went wrong", with the server's text when it refused the change. */
export function showCartError(description?: string, id?: string) {
  notifications.show({
    ...(id ? { id } : {}),
    color: 'red',
    title: CART_MESSAGES.somethingWentWrong,
    message: description ?? '',
  });
}

export function showCartErrorFor(error: unknown) {
  const isRefusal = error instanceof ApiError && (error.status === 400 || error.status === 422);
  showCartError(isRefusal ? error.data.error : undefined);
}
