/** The checkout feature's public surface: what shop uses of it. */
export { CartPage } from './routes/cart-page';
