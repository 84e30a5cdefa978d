import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  productVerticals,
  providers,
} from '../../db/schema/index';

/** The work order with its vertical's name and its provider (if any). */
export async function findConsultationWithProvider(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ consultation: consultations, verticalName: productVerticals.name, provider: providers })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .leftJoin(providers, eq(providers.id, consultations.providerId))
    .where(eq(consultations.id, id))
    .limit(1);
  return row;
}

/** The work order's HCPCS codes in the order the provider wrote them. */
export async function findHcpcsCodesOf(db: DbOrTx, consultationId: string) {
  const rows = await db
    .select({ code: hcpcsCodes.code })
    .from(consultationHcpcsCodes)
    .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, consultationHcpcsCodes.hcpcsCodeId))
    .where(eq(consultationHcpcsCodes.consultationId, consultationId))
    .orderBy(asc(consultationHcpcsCodes.position));
  return rows.map((row) => row.code);
}
