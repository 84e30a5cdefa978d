/** The patient shopping pages, loaded together as one lazy chunk by the router. */
export { CartPage } from '../../checkout';
export { CodePage } from '../../patient-session';
export { PatientLayout } from './patient-layout';
export { ProductPage } from './product-page';
export { ShopPage } from './shop-page';
