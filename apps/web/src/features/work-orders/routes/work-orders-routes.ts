export { NewWorkOrderPage } from './new-work-order-page';
export { WorkOrderPage } from './work-order-page';
