import { RESUPPLY_DUE_MESSAGES } from '@dme/shared/resupply/api';
import { suppliesNotYetDue } from '@dme/shared/resupply/eligibility';
import { scheduleOf } from '@dme/shared/resupply/schedules';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { OrderLine } from '../orders/priced-order';
import {
  claimReminder,
  findHcpcsOfProducts,
  findInsuredSuppliesOfMember,
  lockInsuredMember,
  lockReminder,
} from './resupply.repo';

/** What the guard reads of a line: which product, and whether insurance pays for it. */
type GuardedLine = Pick<OrderLine, 'productId' | 'isCashOnly' | 'title'>;
type GuardedOrder = { lines: readonly GuardedLine[]; insuranceStatusId: string | null };

/** Why a cart may not become an order: its reminder became one already, or an insured supply is not due. */
export interface OrderRefusal {
  reason: 'already_ordered' | 'supply_not_due';
  message: string;
}

/**
 * Why this cart's priced lines may not become an order now, or null (issue 45 item 1): a resupply
 * reminder becomes one order, and no path (reminder, shop, reorder, two tabs) orders an insured PAP
 * supply for the same member before the earlier one's replacement interval ends. The locks it takes
 * (the reminder's row, the member's advisory lock) hold until the caller's transaction ends, so a
 * parallel checkout waits and then reads the order this one placed.
 */
export async function refusalToOrder(
  tx: DbOrTx,
  cart: { resupplyReminderId: string | null },
  priced: GuardedOrder,
  now: Date,
): Promise<OrderRefusal | null> {
  if (cart.resupplyReminderId && (await lockReminder(tx, cart.resupplyReminderId))?.reorderedOrderId)
    return { reason: 'already_ordered', message: RESUPPLY_DUE_MESSAGES.alreadyReordered };
  const statusId = priced.insuranceStatusId;
  if (!statusId) return null;
  const insured = priced.lines.filter((line) => !line.isCashOnly);
  const codeOf = await findHcpcsOfProducts(tx, [...new Set(insured.map((line) => line.productId))]);
  const scheduled = insured.flatMap((line) => {
    const code = codeOf.get(line.productId);
    return code && scheduleOf(code) ? [{ code, title: line.title }] : [];
  });
  if (scheduled.length === 0) return null;
  const codes = [...new Set(scheduled.map((line) => line.code))];
  await lockInsuredMember(tx, statusId);
  const due = suppliesNotYetDue(
    await findInsuredSuppliesOfMember(tx, statusId, codes),
    codes,
    now.toISOString().slice(0, 10),
  );
  if (due.length === 0) return null;
  return {
    reason: 'supply_not_due',
    message: RESUPPLY_DUE_MESSAGES.notYetDue(
      due.map((supply) => ({
        title: scheduled.find((line) => line.code === supply.hcpcsCode)?.title ?? supply.hcpcsCode,
        dueOn: supply.dueOn,
      })),
    ),
  };
}

/** As `refusalToOrder`, thrown as a business-rule refusal (422) for the paths that have not charged yet. */
export async function assertOrderable(
  tx: DbOrTx,
  cart: { resupplyReminderId: string | null },
  priced: GuardedOrder,
  now: Date,
) {
  const refusal = await refusalToOrder(tx, cart, priced, now);
  if (refusal) throw new DomainError('unprocessable', refusal.message);
}

/** The placed order claims the reminder its cart came from (checked under lock by `refusalToOrder`). */
export async function claimReminderFor(
  tx: DbOrTx,
  cart: { resupplyReminderId: string | null },
  orderId: string,
) {
  if (cart.resupplyReminderId && !(await claimReminder(tx, cart.resupplyReminderId, orderId)))
    throw new DomainError('conflict', RESUPPLY_DUE_MESSAGES.alreadyReordered);
}
