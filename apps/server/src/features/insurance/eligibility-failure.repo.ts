import type { EligibilityFailureKind } from '@dme/shared/insurance/eligibility';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eligibilityAlerts, eligibilityFailures, insuranceCarriers } from '../../db/schema/index';
import { pageWindow, totalOverAll } from '../operations/pages.repo';

export async function insertEligibilityFailure(db: DbOrTx, values: typeof eligibilityFailures.$inferInsert) {
  const [row] = await db.insert(eligibilityFailures).values(values).returning({ id: eligibilityFailures.id });
  if (!row) throw new Error('eligibility failure insert returned nothing');
  return row;
}

/**
 * Claims the alert of `key` for the window starting at `windowStart`: true for the one caller that
 * inserted it, false for everyone after (the primary key decides, across server processes).
 */
export async function claimEligibilityAlert(db: DbOrTx, key: string, windowStart: Date) {
  const claimed = await db
    .insert(eligibilityAlerts)
    .values({ alertKey: key, windowStart })
    .onConflictDoNothing()
    .returning({ key: eligibilityAlerts.alertKey });
  return claimed.length > 0;
}

/** One console page of failures, newest first, with the carrier's name and the total. */
export function findEligibilityFailurePage(
  db: DbOrTx,
  query: { kind?: EligibilityFailureKind | undefined; page?: number | undefined },
) {
  const { limit, offset } = pageWindow(query.page);
  return db
    .select({
      id: eligibilityFailures.id,
      carrierName: insuranceCarriers.name,
      kind: eligibilityFailures.kind,
      reason: eligibilityFailures.reason,
      codes: eligibilityFailures.codes,
      httpStatus: eligibilityFailures.httpStatus,
      adapter: eligibilityFailures.adapter,
      createdAt: eligibilityFailures.createdAt,
      total: totalOverAll,
    })
    .from(eligibilityFailures)
    .leftJoin(insuranceCarriers, eq(insuranceCarriers.id, eligibilityFailures.carrierId))
    .where(query.kind ? eq(eligibilityFailures.kind, query.kind) : undefined)
    .orderBy(desc(eligibilityFailures.createdAt), desc(eligibilityFailures.id))
    .limit(limit)
    .offset(offset);
}
