import { type ReorderReply, SMS_CONSENT_TEXT } from '@dme/shared/resupply/api';
import { phoneDigits } from '@dme/shared/validation/phone';
import type { EligibilityChecker } from '../../adapters/eligibility/index';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { findCarrier, insertInsuranceStatus } from '../insurance/insurance.repo';
import { deleteOptOut, upsertSmsConsent } from '../notifications/notifications.repo';
import { isValidLink } from '../notifications/signed-link';
import { orderStatus } from '../orders/work-order-status';
import { type PatientSessionRow, updateSession } from '../patient-session/session.repo';
import { findVariants } from '../shop/catalogue.repo';
import { findOrderCreatedAt, findOrderInsurance, findReminder, replaceOpenCart } from './resupply.repo';
import { assertOrderable } from './supply-guard';

export const RESUPPLY_MESSAGES = {
  invalidLink:
    'This reorder link is not valid or has expired. We e-mail a new one when supplies are due again.',
  unavailable: 'These supplies are no longer in the catalogue. Please contact support to reorder.',
  insuranceUnreachable:
    'We could not check your insurance just now. Please try the link again in a few minutes.',
} as const;

const COVERED = new Set(['active', 'requires_authorization']);

/**
 * Re-checks the plan that paid for the order with the payer today, as this session's own status:
 * the reorder is priced with the patient's current insurance, not the old benefits (a deductible
 * met since, a plan ended). No insurance on the order: retail.
 */
async function currentInsurance(
  db: DbOrTx,
  eligibility: EligibilityChecker,
  session: PatientSessionRow,
  order: { insuranceStatusId: string | null; userId: string | null },
) {
  const previous = order.insuranceStatusId
    ? await findOrderInsurance(db, order.insuranceStatusId)
    : undefined;
  if (!previous) return null;
  const carrier = await findCarrier(db, previous.carrierId);
  if (!carrier) return null;
  const answer = await eligibility
    .check({
      payerId: carrier.payerId,
      carrierName: carrier.name,
      memberId: previous.memberId,
      firstName: previous.firstName,
      lastName: previous.lastName,
      birthDate: previous.birthDate,
    })
    .catch(() => {
      throw new DomainError('unprocessable', RESUPPLY_MESSAGES.insuranceUnreachable);
    });
  // A check that gave no answer (issue 47: the payer busy, our set-up refused) prices nothing.
  if (answer.outcome === 'failure')
    throw new DomainError('unprocessable', RESUPPLY_MESSAGES.insuranceUnreachable);
  const { result } = answer;
  const status = await insertInsuranceStatus(db, {
    sessionId: session.id,
    userId: order.userId,
    carrierId: carrier.id,
    memberId: previous.memberId,
    firstName: previous.firstName,
    lastName: previous.lastName,
    birthDate: previous.birthDate,
    status: result.status,
    isStateExchangePlan: result.isStateExchangePlan,
    dmeBenefitsConfirmed: result.dmeBenefitsConfirmed,
    benefits: result.benefits,
  });
  return COVERED.has(result.status) ? status.id : null;
}

/**
 * The e-mail's one-click reorder: the signed link names one reminder; this browser's session then
 * holds that work order, the current insurance and a cart of exactly the reminder's items, ready
 * for the normal checkout. A reminder becomes one order: once it has, the link only says when and
 * how that order stands; supplies the member's plan does not pay for again yet are refused with
 * the day they become due.
 */
export async function reorderFromReminder(
  { db, eligibility, secretKey }: { db: Database; eligibility: EligibilityChecker; secretKey: string },
  session: PatientSessionRow,
  input: { reminder: string; access: string },
  caller: AuditCaller,
  now = new Date(),
): Promise<ReorderReply> {
  if (!isValidLink('resupply-reorder', input.access, input.reminder, secretKey, now))
    throw notFound(RESUPPLY_MESSAGES.invalidLink);
  const reminder = await findReminder(db, input.reminder);
  if (!reminder) throw notFound(RESUPPLY_MESSAGES.invalidLink);
  if (reminder.reorderedOrderId) return reorderedReply(db, reminder.reorderedOrderId, caller);
  const offered = await findVariants(db, {
    consultationId: reminder.consultationId,
    variantIds: reminder.items.map((item) => item.productVariantId),
  });
  const available = new Map(offered.map((row) => [row.variant.id, row]));
  const items = reminder.items.flatMap((item) => {
    const row = available.get(item.productVariantId);
    return row ? [{ row, quantity: Math.min(item.quantity, row.variant.maxQuantity) }] : [];
  });
  if (items.length === 0) throw new DomainError('unprocessable', RESUPPLY_MESSAGES.unavailable);
  // Asked before the payer: the member is the order's, and a supply not due is refused either way.
  await assertOrderable(
    db,
    { resupplyReminderId: reminder.id },
    {
      insuranceStatusId: reminder.insuranceStatusId,
      lines: items.map(({ row }) => ({
        productId: row.product.id,
        isCashOnly: row.product.isCashOnly,
        title: row.product.name,
      })),
    },
    now,
  );
  const insuranceStatusId = await currentInsurance(db, eligibility, session, reminder);
  return db.transaction(async (tx) => {
    const cartId = await replaceOpenCart(
      tx,
      { sessionId: session.id, consultationId: reminder.consultationId, resupplyReminderId: reminder.id },
      items.map(({ row, quantity }) => ({ productVariantId: row.variant.id, quantity })),
    );
    await updateSession(tx, session.id, {
      cartId,
      consultationId: reminder.consultationId,
      insuranceStatusId,
    });
    await recordAccess(tx, caller, {
      action: 'resupply.reordered',
      subjectType: 'order',
      subjectId: reminder.orderId,
      details: { reminder: reminder.id, items: items.length, insured: Boolean(insuranceStatusId) },
    });
    return {
      itemCount: items.length,
      insured: Boolean(insuranceStatusId),
      insuranceStatusUuid: insuranceStatusId,
      productVerticalUuid: reminder.productVerticalId,
      reordered: null,
    };
  });
}

/** The link of a reminder that became an order: when, and how that order stands (audited as a read of it). */
async function reorderedReply(db: Database, orderId: string, caller: AuditCaller): Promise<ReorderReply> {
  return db.transaction(async (tx) => {
    const order = await findOrderCreatedAt(tx, orderId);
    if (!order) throw notFound(RESUPPLY_MESSAGES.invalidLink);
    await recordAccess(tx, caller, {
      action: 'resupply.reorder_viewed',
      subjectType: 'order',
      subjectId: orderId,
    });
    return {
      itemCount: 0,
      insured: false,
      insuranceStatusUuid: null,
      productVerticalUuid: null,
      reordered: { orderedAt: order.createdAt.toISOString(), status: await orderStatus(tx, orderId) },
    };
  });
}

/** The patient's own agreement to texts about this order, given on the reorder page through the signed link. */
export async function recordSmsConsent(
  db: Database,
  input: { reminder: string; access: string; phone: string },
  secretKey: string,
  caller: AuditCaller,
  now = new Date(),
) {
  if (!isValidLink('resupply-reorder', input.access, input.reminder, secretKey, now))
    throw notFound(RESUPPLY_MESSAGES.invalidLink);
  const reminder = await findReminder(db, input.reminder);
  if (!reminder) throw notFound(RESUPPLY_MESSAGES.invalidLink);
  const phone = `+1${phoneDigits(input.phone)}`;
  await db.transaction(async (tx) => {
    await upsertSmsConsent(tx, {
      orderId: reminder.orderId,
      phone,
      source: `resupply page: ${SMS_CONSENT_TEXT}`,
    });
    // Agreeing again, on purpose, lifts an earlier opt-out of this number.
    await deleteOptOut(tx, 'sms', phone);
    await recordAccess(tx, caller, {
      action: 'messages.sms_consented',
      subjectType: 'order',
      subjectId: reminder.orderId,
      // Signed out, the e-mailed link is what allowed it.
      details: { via: 'resupply_link' },
    });
  });
}
