/** The orders feature's public surface: what shop uses of it. */
export { ProductReviews } from './components/product-reviews';
