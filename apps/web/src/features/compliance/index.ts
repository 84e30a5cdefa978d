/** The compliance feature's public surface: what fulfillments, work-orders use of it. */
export { complianceKeys } from './api/compliance';
export { ComplianceFilter, parseComplianceFilter } from './components/compliance-filter';
export { FulfillmentCompliance, WorkOrderCompliance } from './components/compliance-section';
