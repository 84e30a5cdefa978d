import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { suppliers, users } from './accounts';
import { createdAt, id } from './columns';
import { products, productVariants } from './reference';
import { carts, patientSessions } from './shop';
import { consultations } from './work-orders';

/**
 * open: the cart's one live checkout; paid: its payment became the cart's order; superseded: a newer
 * checkout of the cart replaced it (a payment for it is refused); declined: rows written before 0009.
 * processing: paid by a delayed method (a US bank debit) that has not cleared yet; payment_failed:
 * that debit failed; expired: the provider's page expired unpaid (migration 0027, issue 47).
 */
export const CHECKOUT_STATUSES = [
  'open',
  'paid',
  'superseded',
  'declined',
  'processing',
  'payment_failed',
  'expired',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const PAYMENT_REFUSALS = [
  'superseded',
  'already_ordered',
  'amount_mismatch',
  'supply_not_due',
  'cannot_ship',
] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];
/** pending: to be refunded (a failed refund call stays pending: flagged for a person); refunded: done. */
export const REFUND_STATUSES = ['pending', 'refunded'] as const;

/** One line of a checkout as it was priced when checkout started: what the payment pays for. */
export interface CheckoutLineSnapshot {
  cartItemId: string;
  productVariantId: string;
  title: string;
  quantity: number;
  unitPatientCents: number;
  patientCents: number;
  retailCents: number;
}

/** A hosted payment for a cart: a snapshot of its lines and amount; the order exists only once it is paid. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').unique(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** What the patient is asked to pay: the sum of the lines' patient cents. */
    amountCents: integer('amount_cents').notNull(),
    /** The signed-in patient who started it; never looked up from the e-mail typed on the payment page. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The insurance status that priced the lines (null: retail). */
    insuranceStatusId: uuid('insurance_status_id'),
    lines: jsonb('lines').$type<CheckoutLineSnapshot[]>().notNull().default([]),
    retailCents: integer('retail_cents').notNull().default(0),
    savingsCents: integer('savings_cents').notNull().default(0),
    /** Hash of cart + lines + amount: the idempotency key towards the provider. */
    snapshotKey: text('snapshot_key'),
    url: text('url'),
    /** What the provider confirmed was charged. */
    paidAmountCents: integer('paid_amount_cents'),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('checkout_sessions_cart_idx').on(table.cartId),
    // One live checkout per cart: a new one supersedes the old (issue 12 item 3).
    uniqueIndex('checkout_sessions_one_live_per_cart_idx')
      .on(table.cartId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** A payment that could not become an order: refunded through the payments port, or flagged while pending. */
export const refusedPayments = pgTable(
  'refused_payments',
  {
    id: id(),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    /** Unique: a retried webhook or page post records (and refunds) one payment once. */
    paymentReference: text('payment_reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: PAYMENT_REFUSALS }).notNull(),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    refundReference: text('refund_reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('refused_payments_pending_idx').on(table.createdAt).where(sql`${table.refundStatus} = 'pending'`),
    index('refused_payments_checkout_idx').on(table.checkoutSessionId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Unguessable (13 characters of a 31-letter alphabet ≈ 64 bits): the confirmation page shows PHI. */
    confirmationNumber: text('confirmation_number').notNull().unique(),
    /** One order per cart, however often payment callbacks or Place Order arrive. */
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    sessionId: uuid('session_id').references(() => patientSessions.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    insuranceActive: boolean('insurance_active').notNull(),
    insuranceStatusId: uuid('insurance_status_id'),
    subtotalCents: integer('subtotal_cents').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    insuranceSavingsCents: integer('insurance_savings_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    paymentReference: text('payment_reference'),
    /** What the provider refunded of the payment (its cumulative amount), as of `refundsAsOf`. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundsAsOf: timestamp('refunds_as_of', { withTimezone: true }),
    /** A dispute (chargeback) of the payment: the order is flagged for operations (issue 47). */
    disputeId: text('dispute_id'),
    disputeStatus: text('dispute_status'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeAsOf: timestamp('dispute_as_of', { withTimezone: true }),
    assistanceRequired: boolean('assistance_required'),
    containsCpapMachine: boolean('contains_cpap_machine').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    index('orders_email_idx').on(table.customerEmail),
    index('orders_consultation_idx').on(table.consultationId, table.createdAt),
    index('orders_insurance_status_idx')
      .on(table.insuranceStatusId)
      .where(sql`${table.insuranceStatusId} is not null`),
    index('orders_payment_reference_idx')
      .on(table.paymentReference)
      .where(sql`${table.paymentReference} is not null`),
  ],
);

export const USAGE_DATA_STATUSES = [
  'ineligible_for_request',
  'unrequested',
  'requested',
  'uploaded',
] as const;

/** The part of an order one supplier ships; the tracking link names it by number and a signed token. */
export const fulfillments = pgTable(
  'fulfillments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    usageDataStatus: text('usage_data_status', { enum: USAGE_DATA_STATUSES }).notNull(),
    /** Which tracking-link token may record the next shipment; recording through it moves this on. */
    trackingLinkGeneration: integer('tracking_link_generation').notNull().default(0),
    /**
     * The day the supplier's terms promised when the order was placed (its clock; migration 0029):
     * a cut-off changed later does not move a promise made. Null for orders from before.
     */
    expectedDeliveryOn: date('expected_delivery_on'),
    isSameDayDelivery: boolean('is_same_day_delivery').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('fulfillments_supplier_idx').on(table.supplierId, table.createdAt),
    index('fulfillments_order_idx').on(table.orderId),
  ],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fulfillmentId: uuid('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    productVariantId: uuid('product_variant_id')
      .notNull()
      .references(() => productVariants.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    description: text('description').notNull(),
    categorySlug: text('category_slug').notNull(),
    quantity: integer('quantity').notNull(),
    retailCents: integer('retail_cents').notNull(),
    patientCents: integer('patient_cents').notNull(),
    isCashOnly: boolean('is_cash_only').notNull(),
  },
  (table) => [
    index('line_items_order_idx').on(table.orderId),
    index('line_items_fulfillment_idx').on(table.fulfillmentId),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    fulfillmentId: uuid('fulfillment_id')
      .notNull()
      .references(() => fulfillments.id, { onDelete: 'cascade' }),
    trackingUrl: text('tracking_url').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('shipments_fulfillment_idx').on(table.fulfillmentId)],
);

export const shipmentItems = pgTable(
  'shipment_items',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    lineItemId: uuid('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.shipmentId, table.lineItemId] }),
    uniqueIndex('shipment_items_line_item_idx').on(table.lineItemId),
  ],
);

/** One review per shipped line item; the product page shows the average. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    lineItemId: uuid('line_item_id')
      .notNull()
      .unique()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reviews_product_idx').on(table.productId, table.createdAt)],
);
