import type { Cart } from '@dme/shared/cart/api';
import { useState } from 'react';
import { useStartCheckout } from './api/start-checkout';

/**
 * The cart's checkout button (spec patient §4 "Checkout"): a paid cart goes to the hosted payment
 * page, a free cart reveals the shipping form.
 */
export function useCartCheckout(cart: Cart | undefined) {
  const [isShippingShown, setShippingShown] = useState(false);
  const start = useStartCheckout();
  return {
    checkout: () => {
      if (!cart) return;
      if (cart.isFree) setShippingShown(true);
      else start.mutate(cart.uuid);
    },
    // A cart that stops being free (insurance removed) goes back to the payment page.
    isShippingShown: isShippingShown && cart?.isFree === true,
    isLeaving: start.isPending || start.isSuccess,
  };
}
