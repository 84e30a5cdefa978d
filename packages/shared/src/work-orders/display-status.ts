export const DISPLAY_STATUSES = [
  'Awaiting Patient',
  'Supplier Processing',
  'Out For Delivery',
  'Delivered',
] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * A work order's status is derived, never typed in (DESIGN §5): no order → Awaiting Patient;
 * ordered, nothing shipped → Supplier Processing; something shipped → Out For Delivery; every
 * shipment delivered and nothing left to ship → Delivered.
 */
export function deriveDisplayStatus(facts: {
  hasOrder: boolean;
  shippedCount: number;
  deliveredCount: number;
  unshippedCount: number;
}): DisplayStatus {
  if (!facts.hasOrder) return 'Awaiting Patient';
  if (facts.shippedCount === 0) return 'Supplier Processing';
  if (facts.unshippedCount === 0 && facts.deliveredCount === facts.shippedCount) return 'Delivered';
  return 'Out For Delivery';
}

export const PRIOR_AUTH_STATUSES = [
  'Not Required',
  'Pending',
  'Submitted',
  'Approved',
  'Rejected',
  'Cancelled',
] as const;
export type PriorAuthStatus = (typeof PRIOR_AUTH_STATUSES)[number];

/** Spec §4 tag colours. */
export const displayStatusColor = (status: string) =>
  status === 'Delivered' ? 'green' : status === 'Awaiting Patient' ? 'gray' : 'yellow';
export const priorAuthColor = (status: string) =>
  status === 'Submitted' || status === 'Approved'
    ? 'green'
    : status === 'Rejected' || status === 'Cancelled'
      ? 'red'
      : 'gray';
