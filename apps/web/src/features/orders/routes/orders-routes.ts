/** The order pages, loaded together as one lazy chunk by the router. */
export { OrdersLayout } from '../components/orders-layout';
export { OrderConfirmationPage } from './order-confirmation-page';
export { OrderHistoryPage } from './order-history-page';
