import {
  mayShip,
  type OrderPriorAuthFacts,
  type OrderPriorAuthorization,
  orderPriorAuthorization,
  PRIOR_AUTH_NOTICE_TEXT,
} from '@dme/shared/orders/prior-authorization';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { findPriorAuthFacts } from './prior-authorization.repo';

/**
 * The e-mail's decision day is read in US Eastern time, the rule's own clock (CMS-0057-F dates its
 * effect from midnight Eastern): the page shows the browser's day instead.
 */
export const DECISION_DAY_TIME_ZONE = 'America/New_York';

const NO_INSURANCE: OrderPriorAuthFacts = { insuranceStatus: null, planType: null, workOrder: null };

/** Each order's standing with a plan that must approve it first (null: it needs no approval). */
export async function findOrderPriorAuthorizations(
  db: DbOrTx,
  orderIds: readonly string[],
  now = new Date(),
): Promise<Map<string, OrderPriorAuthorization | null>> {
  const facts = await findPriorAuthFacts(db, orderIds);
  return new Map(orderIds.map((id) => [id, orderPriorAuthorization(facts.get(id) ?? NO_INSURANCE, now)]));
}

/** One order's standing (see `findOrderPriorAuthorizations`). */
export async function findOrderPriorAuthorization(db: DbOrTx, orderId: string, now = new Date()) {
  return (await findOrderPriorAuthorizations(db, [orderId], now)).get(orderId) ?? null;
}

/**
 * Refuses a shipment of an order its plan has not approved (decision 0118): the patient was told
 * nothing ships before the plan approves, and nothing ships if it does not.
 */
export async function assertMayShip(db: DbOrTx, orderId: string) {
  const priorAuthorization = await findOrderPriorAuthorization(db, orderId);
  if (mayShip(priorAuthorization)) return;
  throw new DomainError(
    'unprocessable',
    priorAuthorization?.state === 'not_approved'
      ? PRIOR_AUTH_NOTICE_TEXT.shipNotApproved
      : PRIOR_AUTH_NOTICE_TEXT.shipAwaiting,
  );
}
