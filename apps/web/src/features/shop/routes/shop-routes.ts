/** The shop's frame and page, one lazy chunk; the router loads the product, cart and code pages on their own. */
export { PatientLayout } from './patient-layout';
export { ShopPage } from './shop-page';
