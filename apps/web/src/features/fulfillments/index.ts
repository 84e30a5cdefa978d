/** The fulfillments feature's public surface: what dashboard, tracking use of it. */
export { fulfillmentKeys } from './api/keys';
export { FulfillmentsTable } from './components/fulfillments-table';
