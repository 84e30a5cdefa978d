import { dueSupplies } from '@dme/shared/resupply/eligibility';
import type { JobHandler } from '../jobs/jobs.runner';
import { enqueuePatientMessage } from '../notifications/notifications.service';
import { deleteReminder, findDeliveredSupplies, insertReminder, insertReminderItems } from './resupply.repo';

export const RESUPPLY_SCAN_JOB = 'resupply.scan';
/** Hourly: a reminder goes out within the hour its supplies become eligible. */
export const RESUPPLY_SCAN_EVERY_MS = 3_600_000;

/** The longest a delivery can cover (6 units at 1 per 6 months) plus the reminder window, with room. */
const LOOKBACK_DAYS = 3 * 366 + 60;

/**
 * Finds delivered supplies that became eligible again and reminds their patient once per order:
 * the reminder's lines are unique per line item, so a scan running twice (or in two processes)
 * reminds nobody twice.
 */
export const resupplyScanHandler: JobHandler = async (tx, _payload, now) => {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const rows = await findDeliveredSupplies(tx, since);
  const byLine = new Map(rows.map((row) => [row.lineItemId, row]));
  const due = dueSupplies(
    rows.flatMap((row) =>
      row.deliveredAt
        ? [
            {
              lineItemId: row.lineItemId,
              // A work order is the patient; a direct purchase stands alone.
              patientKey: row.consultationId ?? `order:${row.orderId}`,
              hcpcsCode: row.hcpcsCode,
              quantity: row.quantity,
              deliveredOn: row.deliveredAt.toISOString().slice(0, 10),
            },
          ]
        : [],
    ),
    now.toISOString().slice(0, 10),
  ).filter((supply) => !byLine.get(supply.lineItemId)?.reminded);

  const byOrder = new Map<string, typeof due>();
  for (const supply of due) {
    const orderId = byLine.get(supply.lineItemId)?.orderId ?? '';
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), supply]);
  }
  for (const [orderId, supplies] of byOrder) {
    const eligibleOn =
      supplies
        .map((supply) => supply.eligibleOn)
        .sort()
        .at(-1) ?? '';
    const reminderId = await insertReminder(tx, orderId, eligibleOn);
    const added = await insertReminderItems(
      tx,
      supplies.map((supply) => {
        const row = byLine.get(supply.lineItemId);
        return {
          reminderId,
          lineItemId: supply.lineItemId,
          hcpcsCode: supply.hcpcsCode,
          productVariantId: row?.productVariantId ?? '',
          quantity: supply.quantity,
        };
      }),
    );
    if (added.length === 0) {
      await deleteReminder(tx, reminderId);
      continue;
    }
    const addedIds = new Set(added.map((item) => item.lineItemId));
    const items = supplies
      .filter((supply) => addedIds.has(supply.lineItemId))
      .map(
        (supply) => `${byLine.get(supply.lineItemId)?.description ?? supply.hcpcsCode} × ${supply.quantity}`,
      );
    await enqueuePatientMessage(
      tx,
      orderId,
      { kind: 'resupply_eligible', reminderId, items },
      `resupply:${reminderId}`,
    );
  }
};
