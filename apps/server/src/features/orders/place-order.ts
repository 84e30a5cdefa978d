import { DELIVERY_MESSAGES, formatDeliveryDay } from '@dme/shared/delivery/api';
import { type DeliveryPromise, latestPromise, promiseDelivery } from '@dme/shared/delivery/delivery-promise';
import { stateOfZip } from '@dme/shared/delivery/zip-states';
import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import {
  formatDecisionDay,
  mayShip,
  type OrderPriorAuthorization,
  priorAuthorizationNotice,
} from '@dme/shared/orders/prior-authorization';
import type { Transaction } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { recordAccess, recordAudit } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { saveSessionDeliveryZip } from '../delivery/delivery.repo';
import { signTrackingAccess, trackingLinkOf } from '../fulfillments/tracking-link';
import { enqueueMail } from '../mail/mail.service';
import { formatUsd } from '../pricing/money';
import { assertOrderable, claimReminderFor } from '../resupply/supply-guard';
import { newConfirmationNumber } from './confirmation-numbers';
import { orderLinkOf } from './order-link';
import { DECISION_DAY_TIME_ZONE, findOrderPriorAuthorization } from './order-prior-authorization';
import {
  carrierOfStatus,
  findOrderByCart,
  findRoutableSuppliers,
  findSupplierContacts,
  insertFulfillment,
  insertLineItems,
  insertOrder,
  lockCartRow,
  markCartCheckedOut,
  markDocumentsNotRequired,
  type OrderInsert,
  type OrderRow,
  resetSessionAfterOrder,
} from './orders.repo';
import { type OrderLine, type PricedOrder, priceCartNow } from './priced-order';
import { type DeliverableSupplier, routeLines } from './routing';
import { refreshWorkOrderStatus } from './work-order-status';

export interface ShippingAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  state: string;
  postalCode: string;
  country: 'US';
}

export interface PlaceOrderInput {
  customer: { name: string; email: string };
  address: ShippingAddress;
  /** What was charged (the payment provider's confirmed amount; 0 for a free cart). */
  amountPaidCents: number;
  taxCents: number;
  paymentReference: string | null;
  userId: string | null;
  publicUrl: string;
  /** Signs the e-mail's "See your order" link (absent: the link opens only in the ordering browser). */
  secretKey?: string;
  now?: Date;
  /** Who placed it, for the audit row (absent: the seed). */
  caller?: AuditCaller;
}

type OrderedCart = {
  id: string;
  sessionId: string;
  consultationId: string | null;
  resupplyReminderId: string | null;
};

/**
 * Turns priced lines into the cart's order: lines are routed to suppliers, the work order moves on,
 * the session starts afresh, and the patient and each supplier are e-mailed — all in the caller's
 * transaction, which holds the cart row's lock (`lockCartRow`) and has checked it has no order yet.
 * A cart whose resupply reminder already became an order, or whose insured supplies are not due
 * for replacement yet, is refused (`refusalToOrder`; the paid path asks first, to refund instead).
 */
export async function placeOrder(
  tx: Transaction,
  cart: OrderedCart,
  sessionConsultationId: string | null,
  priced: PricedOrder,
  input: PlaceOrderInput,
) {
  if (priced.lines.length === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartEmpty);
  await assertOrderable(tx, cart, priced, input.now ?? new Date());
  const routed = await routeToSuppliers(tx, priced, input.address);
  const consultationId = cart.consultationId ?? sessionConsultationId;
  const order = await insertOrder(tx, orderRowOf(cart, consultationId, priced, input));
  await claimReminderFor(tx, cart, order.id);
  const { supplierMails, promises } = await insertFulfillments(tx, order.id, priced.lines, routed, input);
  const priorAuthorization = await findOrderPriorAuthorization(tx, order.id, input.now);
  await enqueueMail(tx, [
    ...supplierMails,
    customerMailOf(order, latestPromise(promises), priorAuthorization, input),
  ]);
  await closeOrderedCart(tx, cart, consultationId, order.insuranceActive);
  // The browser's next visit promises delivery to where this order went (decision 0119); a payment
  // provider's address that is no US ZIP code is not kept (it must not fail the order).
  if (stateOfZip(input.address.postalCode))
    await saveSessionDeliveryZip(tx, cart.sessionId, input.address.postalCode);
  const placed = { action: 'order.placed', subjectType: 'order', subjectId: order.id };
  if (input.caller) await recordAccess(tx, input.caller, placed);
  else await recordAudit(tx, { ...placed, actorUserId: input.userId });
  return order;
}

/** Which supplier (with its delivery terms) ships which lines (their keys), or why the order cannot ship. */
async function routeToSuppliers(tx: Transaction, priced: PricedOrder, address: ShippingAddress) {
  const suppliers = await findRoutableSuppliers(tx);
  const routing = routeLines(
    priced.lines.map((line) => ({ key: line.key, variantId: line.variantId, title: line.title })),
    suppliers,
    {
      state: address.state,
      postalCode: address.postalCode,
      carrierId: await carrierOfStatus(tx, priced.insuranceStatusId),
    },
  );
  if (!routing.ok)
    throw new DomainError(
      'unprocessable',
      ORDER_MESSAGES.cannotShip(routing.unservable.title, address.state),
    );
  const byId = new Map(suppliers.map((supplier) => [supplier.id, supplier]));
  return [...routing.assignments].flatMap(([id, keys]) => {
    const supplier = byId.get(id);
    return supplier ? [{ supplier, keys }] : [];
  });
}

const orderRowOf = (
  cart: OrderedCart,
  consultationId: string | null,
  priced: PricedOrder,
  input: PlaceOrderInput,
): OrderInsert => ({
  confirmationNumber: newConfirmationNumber(),
  cartId: cart.id,
  sessionId: cart.sessionId,
  consultationId,
  userId: input.userId,
  customerName: input.customer.name,
  customerEmail: input.customer.email.trim().toLowerCase(),
  line1: input.address.line1,
  line2: input.address.line2 || null,
  city: input.address.city,
  state: input.address.state,
  postalCode: input.address.postalCode,
  country: input.address.country,
  insuranceActive: priced.insuranceStatusId !== null,
  insuranceStatusId: priced.insuranceStatusId,
  subtotalCents: priced.retailCents,
  serviceFeeCents: 0,
  taxCents: input.taxCents,
  insuranceSavingsCents: priced.savingsCents,
  amountPaidCents: input.amountPaidCents,
  paymentReference: input.paymentReference,
  containsCpapMachine: priced.lines.some((line) => line.isCpapMachine),
});

/**
 * One fulfillment per supplier with its line items and the day its terms promise now; answers the
 * mail that tells each supplier, and the promises.
 */
async function insertFulfillments(
  tx: Transaction,
  orderId: string,
  lines: OrderLine[],
  routed: { supplier: DeliverableSupplier; keys: string[] }[],
  links: Pick<PlaceOrderInput, 'publicUrl' | 'secretKey' | 'now'>,
) {
  const contacts = await findSupplierContacts(tx);
  const supplierMails = [];
  const promises: DeliveryPromise[] = [];
  for (const { supplier, keys } of routed) {
    const mine = lines.filter((line) => keys.includes(line.key));
    const promise = promiseDelivery(links.now ?? new Date(), supplier.terms);
    promises.push(promise);
    const fulfillment = await insertFulfillment(tx, {
      orderId,
      supplierId: supplier.id,
      confirmationNumber: newConfirmationNumber(),
      usageDataStatus: mine.some((line) => line.isCpapMachine) ? 'unrequested' : 'ineligible_for_request',
      expectedDeliveryOn: promise.deliveryDate,
      isSameDayDelivery: promise.isSameDay,
    });
    await insertLineItems(
      tx,
      mine.map((line) => ({
        orderId,
        fulfillmentId: fulfillment.id,
        productVariantId: line.variantId,
        productId: line.productId,
        description: line.description,
        categorySlug: line.categorySlug,
        quantity: line.quantity,
        retailCents: line.retailCents,
        patientCents: line.patientCents,
        isCashOnly: line.isCashOnly,
      })),
    );
    const contact = contacts.get(supplier.id);
    if (contact) supplierMails.push(supplierMailOf(contact.email, fulfillment, keys.length, links));
  }
  return { supplierMails, promises };
}

/**
 * Tells the supplier of its new fulfillment, with the tracking link: signed when a key is given, so
 * it records one shipment without signing in (issue 45 item 2). Unsigned, only the supplier signed
 * in can use it.
 */
function supplierMailOf(
  to: string,
  fulfillment: { id: string; confirmationNumber: string; trackingLinkGeneration: number },
  itemCount: number,
  { publicUrl, secretKey, now = new Date() }: Pick<PlaceOrderInput, 'publicUrl' | 'secretKey' | 'now'>,
) {
  const access = secretKey
    ? signTrackingAccess(fulfillment.id, fulfillment.trackingLinkGeneration, secretKey, now)
    : undefined;
  const link = trackingLinkOf(publicUrl, fulfillment.confirmationNumber, access);
  return {
    to,
    subject: `New Carelane order to fulfil: ${fulfillment.confirmationNumber}`,
    text: [
      `A new order is ready for you (${itemCount} item${itemCount === 1 ? '' : 's'}).`,
      '',
      `Record tracking here: ${link}`,
    ].join('\n'),
  };
}

/** An order the plan must approve first says so, and promises no delivery day before it does. */
function customerMailOf(
  order: OrderRow,
  promise: DeliveryPromise | null,
  priorAuthorization: OrderPriorAuthorization | null,
  input: PlaceOrderInput,
) {
  const now = input.now ?? new Date();
  const orderLink = orderLinkOf(order, input.publicUrl, input.secretKey, now);
  const expected =
    promise && mayShip(priorAuthorization)
      ? [DELIVERY_MESSAGES.expectedOn(formatDeliveryDay(promise.deliveryDate), promise.isSameDay)]
      : [];
  return {
    to: order.customerEmail,
    subject: `Your Carelane order ${order.confirmationNumber}`,
    text: [
      `Thank you for your order, ${order.customerName}.`,
      '',
      `Total paid: ${formatUsd(order.amountPaidCents)}`,
      ...priorAuthorizationLines(priorAuthorization, now),
      ...expected,
      `See your order: ${orderLink}`,
    ].join('\n'),
  };
}

function priorAuthorizationLines(priorAuthorization: OrderPriorAuthorization | null, now: Date) {
  if (!priorAuthorization) return [];
  const notice = priorAuthorizationNotice(priorAuthorization, now, (iso) =>
    formatDecisionDay(iso, DECISION_DAY_TIME_ZONE),
  );
  return ['', notice.title, ...notice.lines, ''];
}

/** The cart is done, its work order moves on, and the patient session starts afresh (spec: the confirmation clears it). */
async function closeOrderedCart(
  tx: Transaction,
  cart: OrderedCart,
  consultationId: string | null,
  insuranceActive: boolean,
) {
  await markCartCheckedOut(tx, cart.id);
  if (consultationId) {
    // Paying without insurance means no documents are needed for this work order (spec §4).
    if (!insuranceActive) await markDocumentsNotRequired(tx, consultationId);
    await refreshWorkOrderStatus(tx, consultationId);
  }
  await resetSessionAfterOrder(tx, cart.sessionId);
}

/**
 * Turns a cart into an order priced now, exactly once: the cart row is locked and an existing order
 * for it is returned as is (the demo seed; the free path adds its own checks in `placeFreeOrder`).
 */
export async function placeOrderFromCart(
  tx: Transaction,
  input: Omit<PlaceOrderInput, 'amountPaidCents'> & { cartId: string },
) {
  const cart = await lockCartRow(tx, input.cartId);
  if (!cart) throw new DomainError('not_found', ORDER_MESSAGES.cartEmpty);
  const existing = await findOrderByCart(tx, cart.id);
  if (existing) return existing;
  const { priced, session } = await priceCartNow(tx, cart);
  return placeOrder(tx, cart, session?.consultationId ?? null, priced, {
    ...input,
    amountPaidCents: priced.patientCents + input.taxCents,
  });
}
