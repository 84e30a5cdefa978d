import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { listDetails, recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { lockSessionCart, supersedeLiveCheckouts } from '../checkout/checkout.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { isValidOrderAccess } from './order-link';
import { findOrderPriorAuthorizations } from './order-prior-authorization';
import { toOrderView } from './order-view';
import {
  findOrderByCart,
  findOrderByNumber,
  findOrderDetails,
  findPatientOrders,
  findReviewedLineItems,
  findTestAccountIds,
  findVerifiedPatientIdByEmail,
  type OrderRow,
  setOrderAssistance,
} from './orders.repo';
import { placeOrder, type ShippingAddress } from './place-order';
import { priceCartNow } from './priced-order';

export interface OrderDeps {
  db: Database;
  config: Config;
}

/** Who is asking: the browser's patient session, the signed-in user if any, and their address (audit). */
export interface OrderCaller {
  session: PatientSessionRow;
  auth: AuthContext | null;
  ipAddress: string;
}

const auditCallerOf = (caller: OrderCaller): AuditCaller => ({
  userId: caller.auth?.userId ?? null,
  sessionId: caller.session.id,
  ipAddress: caller.ipAddress,
});

/**
 * Free carts (POST /api/orders): free or not is decided in the order's transaction from the same
 * plan that prices the order — the session's current insurance status, never the
 * `insurance-status-uuid` header (issue 12 item 4). A retried Place Order finds its order.
 */
export async function placeFreeOrder(
  { db, config }: OrderDeps,
  caller: OrderCaller,
  input: { cartId: string; customer: { name: string; email: string }; address: ShippingAddress },
) {
  return db.transaction(async (tx) => {
    const cart = await lockSessionCart(tx, input.cartId, caller.session.id);
    if (!cart) throw notFound(ORDER_MESSAGES.cartEmpty);
    const existing = await findOrderByCart(tx, cart.id);
    if (existing) return existing;
    if (cart.status !== 'open') throw notFound(ORDER_MESSAGES.cartEmpty);
    const { priced, session } = await priceCartNow(tx, cart);
    if (priced.lines.length === 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartEmpty);
    if (priced.patientCents !== 0) throw new DomainError('unprocessable', ORDER_MESSAGES.cartNotFree);
    // The cart is ordered: a payment page opened for it earlier must not be paid as well.
    await supersedeLiveCheckouts(tx, cart.id);
    const userId =
      caller.auth?.role === 'patient'
        ? caller.auth.userId
        : await findVerifiedPatientIdByEmail(tx, input.customer.email);
    return placeOrder(tx, cart, session?.consultationId ?? null, priced, {
      customer: input.customer,
      address: input.address,
      amountPaidCents: 0,
      taxCents: 0,
      paymentReference: null,
      userId,
      publicUrl: config.PUBLIC_URL,
      secretKey: config.SECRET_KEY,
      caller: auditCallerOf(caller),
    });
  });
}

/**
 * Who may see an order: the browser session that placed it, the patient account it belongs to
 * (`user_id`), or a browser holding the order e-mail's signed link — never a match on the e-mail
 * typed at checkout (issue 12 item 1).
 */
async function findVisibleOrder(
  db: DbOrTx,
  secretKey: string,
  caller: OrderCaller,
  number: string,
  access: string | undefined,
) {
  const order = await findOrderByNumber(db, number.trim().toUpperCase());
  if (!order) throw notFound(ORDER_MESSAGES.invalidOrder);
  const ownsBySession = order.sessionId === caller.session.id;
  const ownsByAccount = caller.auth?.role === 'patient' && order.userId === caller.auth.userId;
  const holdsLink = Boolean(access) && isValidOrderAccess(access ?? '', order.id, secretKey, new Date());
  if (!(ownsBySession || ownsByAccount || holdsLink)) throw notFound(ORDER_MESSAGES.invalidOrder);
  return order;
}

async function describeOrders(db: DbOrTx, rows: OrderRow[]) {
  const details = await findOrderDetails(
    db,
    rows.map((row) => row.id),
  );
  const reviewed = await findReviewedLineItems(
    db,
    details.items.map((row) => row.item.id),
  );
  const testAccounts = await findTestAccountIds(
    db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const priorAuthorizations = await findOrderPriorAuthorizations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrderView(
      row,
      details,
      reviewed,
      row.userId !== null && testAccounts.has(row.userId),
      priorAuthorizations.get(row.id) ?? null,
    ),
  );
}

/** GET /api/orders/{number}: the order, and an audit row of the read in the same transaction. */
export async function getOrder(
  { db, config }: OrderDeps,
  caller: OrderCaller,
  number: string,
  access?: string,
) {
  return db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, config.SECRET_KEY, caller, number, access);
    const [view] = await describeOrders(tx, [order]);
    if (!view) throw notFound(ORDER_MESSAGES.invalidOrder);
    await recordAccess(tx, auditCallerOf(caller), {
      action: 'order.read',
      subjectType: 'order',
      subjectId: order.id,
      ...(access ? { details: { via: 'signed_link' } } : {}),
    });
    return view;
  });
}

/** GET /api/orders: the signed-in patient's own orders, audited with their ids. */
export async function listPatientOrders({ db }: OrderDeps, caller: OrderCaller & { auth: AuthContext }) {
  return db.transaction(async (tx) => {
    const rows = await findPatientOrders(tx, caller.auth.userId);
    const views = await describeOrders(tx, rows);
    await recordAccess(tx, auditCallerOf(caller), {
      action: 'order.list',
      subjectType: 'order',
      details: listDetails(rows.map((row) => row.id)),
    });
    return views;
  });
}

/** PUT /api/orders/{number}: the set-up assistance answer, audited. */
export async function setAssistance(
  { db, config }: OrderDeps,
  caller: OrderCaller,
  number: string,
  assistanceRequired: boolean,
  access?: string,
) {
  return db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, config.SECRET_KEY, caller, number, access);
    await setOrderAssistance(tx, order.id, assistanceRequired);
    const [view] = await describeOrders(tx, [{ ...order, assistanceRequired }]);
    if (!view) throw notFound(ORDER_MESSAGES.invalidOrder);
    await recordAccess(tx, auditCallerOf(caller), {
      action: 'order.assistance_updated',
      subjectType: 'order',
      subjectId: order.id,
      details: { assistanceRequired },
    });
    return view;
  });
}
