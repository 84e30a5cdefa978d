import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, insuranceStatuses, sessionDeliveryZips } from '../../db/schema/index';

export async function findSessionDeliveryZip(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ zip: sessionDeliveryZips.zip })
    .from(sessionDeliveryZips)
    .where(eq(sessionDeliveryZips.sessionId, sessionId))
    .limit(1);
  return row?.zip ?? null;
}

/** Keeps the ZIP code (its five digits) promises are made for in this browser: typed, or an order's. */
export const saveSessionDeliveryZip = (db: DbOrTx, sessionId: string, zip: string) =>
  db
    .insert(sessionDeliveryZips)
    .values({ sessionId, zip: zip.slice(0, 5) })
    .onConflictDoUpdate({
      target: sessionDeliveryZips.sessionId,
      set: { zip: zip.slice(0, 5), updatedAt: new Date() },
    });

/**
 * What decides whether a promise can be made at all: the plan's answer for this session (a plan
 * that requires prior authorisation ships nothing until it approves) and the work order's prior
 * authorisation, with the plan's carrier for routing.
 */
export async function findPlanFacts(
  db: DbOrTx,
  insuranceStatusId: string | null,
  consultationId: string | null,
) {
  const [status] = insuranceStatusId
    ? await db
        .select({ carrierId: insuranceStatuses.carrierId, status: insuranceStatuses.status })
        .from(insuranceStatuses)
        .where(eq(insuranceStatuses.id, insuranceStatusId))
        .limit(1)
    : [];
  const [workOrder] =
    status?.status === 'requires_authorization' && consultationId
      ? await db
          .select({ priorAuthStatus: consultations.priorAuthStatus })
          .from(consultations)
          .where(eq(consultations.id, consultationId))
          .limit(1)
      : [];
  return {
    carrierId: status?.carrierId ?? null,
    insuranceStatus: status?.status ?? null,
    priorAuthStatus: workOrder?.priorAuthStatus ?? null,
  };
}
