/** The work-orders feature's public surface: what dashboard, fulfillments, operations use of it. */
export { workOrderKeys } from './api/keys';
export { CoverageFindings, CoverageTag } from './components/coverage-tag';
export { PriorAuthDeadlineNote } from './components/prior-auth-deadline';
export { PriorAuthStatusModal } from './components/prior-auth-status-modal';
export { WorkOrdersList } from './components/work-orders-list';
