/** The delivery feature's public surface: the promise the shop and the cart show. */
export { DeliveryPromise } from './components/delivery-promise';
