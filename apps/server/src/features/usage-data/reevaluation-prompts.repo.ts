import { and, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultations, providers, usageCompliance, users } from '../../db/schema/index';

/** Therapies whose period started between the two dates, with the prescribing clinician to prompt. */
export function findTherapiesStartedBetween(db: DbOrTx, earliest: string, latest: string) {
  return db
    .select({
      fulfillmentId: usageCompliance.fulfillmentId,
      periodStart: usageCompliance.periodStart,
      consultationId: consultations.id,
      referralCode: consultations.referralCode,
      providerEmail: users.email,
    })
    .from(usageCompliance)
    .innerJoin(consultations, eq(consultations.id, usageCompliance.consultationId))
    .innerJoin(providers, eq(providers.id, consultations.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(gte(usageCompliance.periodStart, earliest), lte(usageCompliance.periodStart, latest)));
}
