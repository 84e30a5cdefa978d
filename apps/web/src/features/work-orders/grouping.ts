import type { WorkOrderSummary } from '@dme/shared/work-orders/api';

export interface GroupedRow {
  workOrder: WorkOrderSummary;
  /** The patient is named only on the first row of a run of the same primary contact (spec §2). */
  isFirstOfGroup: boolean;
}

const groupKey = (workOrder: WorkOrderSummary) =>
  workOrder.patientPrimaryContact?.trim().toLowerCase() || `uuid:${workOrder.uuid}`;

export const groupByPrimaryContact = (workOrders: WorkOrderSummary[]): GroupedRow[] =>
  workOrders.map((workOrder, index) => {
    const previous = workOrders[index - 1];
    return { workOrder, isFirstOfGroup: !previous || groupKey(previous) !== groupKey(workOrder) };
  });

export const patientLabel = (workOrder: WorkOrderSummary) =>
  workOrder.patientName || workOrder.patientPrimaryContact || 'Unnamed patient';
