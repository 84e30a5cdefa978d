import type { Order } from '@dme/shared/orders/api';
import { mayShip } from '@dme/shared/orders/prior-authorization';
import { deriveDisplayStatus } from '@dme/shared/work-orders/display-status';
import { carrierOfTrackingUrl } from '../fulfillments/shipping-carrier';
import { formatSavings, formatUsd } from '../pricing/money';
import { imageUrlsOf } from '../shop/catalogue.shape';
import type { findOrderDetails, OrderRow } from './orders.repo';

type Details = Awaited<ReturnType<typeof findOrderDetails>>;

/** An order as the confirmation page and the history read it (spec patient §3 "Order"). */
export function toOrderView(
  order: OrderRow,
  details: Details,
  reviewedLineItems: ReadonlySet<string>,
  isTestAccount: boolean,
  priorAuthorization: Order['priorAuthorization'],
): Order {
  const items = details.items.filter((row) => row.item.orderId === order.id);
  const shippedIds = new Set(details.shippedItems.map((entry) => entry.lineItemId));
  const cartItemOf = (row: (typeof items)[number]) => ({
    uuid: row.item.id,
    status: shippedIds.has(row.item.id) ? ('shipped' as const) : ('unshipped' as const),
    cartItem: {
      quantity: row.item.quantity,
      productVariant: {
        uuid: row.item.productVariantId,
        productTitle: row.item.description,
        product: {
          uuid: row.item.productId,
          imageUrls: imageUrlsOf(row.item.categorySlug),
          manufacturer: row.manufacturer,
        },
      },
    },
  });
  const fulfillmentIds = new Set(items.map((row) => row.item.fulfillmentId));
  const shipments = details.shipmentRows.filter((row) => fulfillmentIds.has(row.shipment.fulfillmentId));
  const deliveredIds = new Set(
    shipments
      .filter((row) => row.shipment.deliveredAt)
      .flatMap((row) => details.shippedItems.filter((entry) => entry.shipmentId === row.shipment.id))
      .map((entry) => entry.lineItemId),
  );
  const statusOf = (rows: typeof items) =>
    deriveDisplayStatus({
      hasOrder: true,
      shippedCount: rows.filter((row) => shippedIds.has(row.item.id)).length,
      deliveredCount: rows.filter((row) => deliveredIds.has(row.item.id)).length,
      unshippedCount: rows.filter((row) => !shippedIds.has(row.item.id)).length,
    });
  return {
    orderConfirmationNumber: order.confirmationNumber,
    createdAt: order.createdAt.toISOString(),
    patientUuid: order.userId,
    isTestAccount,
    customerDetails: { name: order.customerName, email: order.customerEmail },
    shippingAddress: {
      line1: order.line1,
      line2: order.line2,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      country: order.country,
    },
    insuranceActive: order.insuranceActive,
    assistanceRequired: order.assistanceRequired,
    containsCpapMachine: order.containsCpapMachine,
    priorAuthorization,
    displayStatus: statusOf(items),
    formattedPrices: {
      subtotal: formatUsd(order.subtotalCents),
      patientServiceFee: formatUsd(order.serviceFeeCents),
      tax: formatUsd(order.taxCents),
      insuranceSavings: formatSavings(order.insuranceSavingsCents),
      amountPatientPaid: formatUsd(order.amountPaidCents),
      ...(order.refundedCents > 0 ? { amountRefunded: formatUsd(order.refundedCents) } : {}),
    },
    lineItems: items.map((row) =>
      lineItemView(row, shippedIds.has(row.item.id), reviewedLineItems.has(row.item.id)),
    ),
    fulfillments: details.fulfillmentRows
      .filter((row) => fulfillmentIds.has(row.id))
      .map((row) => ({
        uuid: row.id,
        displayStatus: statusOf(items.filter((item) => item.item.fulfillmentId === row.id)),
        supplier: row.supplier,
        // A plan that must approve first decides the day: none is promised before it has (as the e-mail).
        expectedDeliveryDate: mayShip(priorAuthorization) ? row.expectedDeliveryOn : null,
        isSameDayDelivery: mayShip(priorAuthorization) && row.isSameDayDelivery,
      })),
    shipments: shipments.map((row) => {
      const inShipment = new Set(
        details.shippedItems
          .filter((entry) => entry.shipmentId === row.shipment.id)
          .map((entry) => entry.lineItemId),
      );
      return shipmentView(row, items.filter((item) => inShipment.has(item.item.id)).map(cartItemOf));
    }),
    unshippedCartItems: items
      .filter((row) => !shippedIds.has(row.item.id))
      .map((row) => ({ ...cartItemOf(row), supplierName: row.supplierName })),
  };
}

type ItemRow = Details['items'][number];

function lineItemView(row: ItemRow, shipped: boolean, reviewed: boolean): Order['lineItems'][number] {
  return {
    uuid: row.item.id,
    quantity: row.item.quantity,
    description: row.item.description,
    productImageUrl: imageUrlsOf(row.item.categorySlug)[0] ?? '',
    amountTotalFormatted: formatUsd(row.item.patientCents),
    retailCostFormatted: formatUsd(row.item.retailCents),
    productIsCashOnly: row.item.isCashOnly,
    supplierName: row.supplierName,
    fulfillmentUuid: row.item.fulfillmentId,
    productVariantId: row.item.productVariantId,
    productId: row.item.productId,
    manufacturer: row.manufacturer,
    shipped,
    reviewed,
  };
}

function shipmentView(
  row: Details['shipmentRows'][number],
  shipmentsCartItems: Order['shipments'][number]['shipmentsCartItems'],
): Order['shipments'][number] {
  const { carrier, site } = carrierOfTrackingUrl(row.shipment.trackingUrl);
  return {
    uuid: row.shipment.id,
    createdAt: row.shipment.createdAt.toISOString(),
    trackingUrl: row.shipment.trackingUrl,
    carrier,
    trackingSite: site,
    deliveredAt: row.shipment.deliveredAt?.toISOString() ?? null,
    supplierName: row.supplierName,
    fulfillmentUuid: row.shipment.fulfillmentId,
    shipmentsCartItems,
  };
}
