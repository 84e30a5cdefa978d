/** The supplier tracking pages, loaded together as one lazy chunk by the router. */
export { TrackingLayout } from '../components/tracking-layout';
export { TrackingFormPage } from './tracking-form-page';
export { TrackingSuccessPage } from './tracking-success-page';
