import type { Order } from '@dme/shared/orders/api';
import { formatDate } from '../../lib/format';

export type LineItem = Order['lineItems'][number];
export type Shipment = Order['shipments'][number];
export type Fulfillment = Order['fulfillments'][number];

/** Items in the order they came, grouped by the supplier that fulfils them. */
export function groupBySupplier<T extends { supplierName: string }>(items: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.supplierName, [...(groups.get(item.supplierName) ?? []), item]);
  return [...groups].map(([supplierName, groupItems]) => ({ supplierName, items: groupItems }));
}

/** Each supplier's part of the order with its items, in the order the parts were made. */
export const fulfillmentParts = (order: Pick<Order, 'fulfillments' | 'lineItems'>) =>
  order.fulfillments.map((fulfillment) => ({
    fulfillment,
    items: order.lineItems.filter((item) => item.fulfillmentUuid === fulfillment.uuid),
  }));

/** Spec patient §4: asked until the patient says yes, and only for an order with a CPAP machine. */
export const shouldShowAssistanceBanner = (
  order: Pick<Order, 'assistanceRequired' | 'containsCpapMachine'>,
) => order.assistanceRequired !== true && order.containsCpapMachine;

export const assistanceLabel = (answer: boolean | null) =>
  answer === true ? 'Yes' : answer === false ? 'No' : 'Select...';

/** Spec patient §2 "Order history": "Order: {number} - MM/DD/YYYY". */
export const orderOptionLabel = (order: Pick<Order, 'orderConfirmationNumber' | 'createdAt'>) =>
  `Order: ${order.orderConfirmationNumber} - ${formatDate(order.createdAt)}`;

/** The line items a shipment carried (its entries are keyed by line item). */
export function shipmentLineItems(shipment: Shipment, lineItems: readonly LineItem[]) {
  const byUuid = new Map(lineItems.map((item) => [item.uuid, item]));
  return shipment.shipmentsCartItems.flatMap((entry) => byUuid.get(entry.uuid) ?? []);
}

/** The items still to ship, grouped by supplier under "Pending Shipment". */
export const pendingBySupplier = (order: Order) =>
  groupBySupplier(order.lineItems.filter((item) => !item.shipped));

/** The shipping address as two display lines: street, then "City, ST 12345". */
export const addressLines = (address: Order['shippingAddress']) => [
  [address.line1, address.line2].filter(Boolean).join(', '),
  `${address.city}, ${address.state} ${address.postalCode}`,
];
