/** The cart feature's public surface: what checkout, insurance, patient-session, prescription, shop use of it. */
export { useCart } from './api/cart';
export { showCartError, showCartErrorFor } from './api/cart-error-toast';
export { useAddCartItem, useUpdateCartItem } from './api/change-cart';
