import type { OrderPriorAuthFacts } from '@dme/shared/orders/prior-authorization';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, insuranceCarriers, insuranceStatuses, orders } from '../../db/schema/index';

/**
 * What decides whether each order waits for its plan's approval: the eligibility status it was
 * placed with, that plan's type, and its work order's prior authorisation.
 */
export async function findPriorAuthFacts(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderPriorAuthFacts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      insuranceStatus: insuranceStatuses.status,
      planType: insuranceCarriers.carrierType,
      workOrderId: consultations.id,
      status: consultations.priorAuthStatus,
      submittedAt: consultations.priorAuthSubmittedAt,
      expedited: consultations.priorAuthExpedited,
      payerType: consultations.priorAuthPayerType,
    })
    .from(orders)
    .leftJoin(insuranceStatuses, eq(insuranceStatuses.id, orders.insuranceStatusId))
    .leftJoin(insuranceCarriers, eq(insuranceCarriers.id, insuranceStatuses.carrierId))
    .leftJoin(consultations, eq(consultations.id, orders.consultationId))
    .where(inArray(orders.id, [...orderIds]));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        insuranceStatus: row.insuranceStatus,
        planType: row.planType,
        workOrder:
          row.workOrderId && row.status !== null
            ? {
                status: row.status,
                submittedAt: row.submittedAt,
                expedited: row.expedited ?? false,
                payerType: row.payerType,
              }
            : null,
      },
    ]),
  );
}
