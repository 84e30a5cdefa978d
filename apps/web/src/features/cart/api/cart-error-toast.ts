import { CART_MESSAGES } from '@dme/shared/cart/messages';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/api-errors';

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
