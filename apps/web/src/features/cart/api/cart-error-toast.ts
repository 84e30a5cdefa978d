import { CART_MESSAGES } from '@dme/shared/cart/messages';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/toasts';

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
  showCartError(errorMessage(error, '', (status) => status === 400 || status === 422));
}
