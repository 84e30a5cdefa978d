import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import {
  attachments,
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  productCategories,
  productVerticals,
  providers,
} from '../../db/schema/index';

const codesInOrder = sql<string[]>`(
  select coalesce(json_agg(${hcpcsCodes.code} order by ${consultationHcpcsCodes.position}), '[]'::json)
  from ${consultationHcpcsCodes}
  join ${hcpcsCodes} on ${hcpcsCodes.id} = ${consultationHcpcsCodes.hcpcsCodeId}
  where ${consultationHcpcsCodes.consultationId} = ${consultations.id}
)`;

const uploadedPacketTypes = sql<string[]>`(
  select coalesce(json_agg(distinct ${attachments.packetType}), '[]'::json)
  from ${attachments}
  where ${attachments.consultationId} = ${consultations.id}
    and ${attachments.kind} = 'patient_packet' and ${attachments.packetType} is not null
)`;

/** Whether any of the work order's codes is in a category with `flag` set (what decides its packet types). */
const hasCodeIn = (flag: AnyColumn) => sql<boolean>`exists (
  select 1 from ${consultationHcpcsCodes}
  join ${hcpcsCodes} on ${hcpcsCodes.id} = ${consultationHcpcsCodes.hcpcsCodeId}
  join ${productCategories} on ${productCategories.id} = ${hcpcsCodes.categoryId}
  where ${consultationHcpcsCodes.consultationId} = ${consultations.id} and ${flag}
)`;

// The code step, the session page and the claim all show it: one prepared statement, one round trip.
const patientConsultation = perDatabase((db) =>
  db
    .select({
      consultation: consultations,
      verticalName: productVerticals.name,
      provider: providers,
      codes: codesInOrder,
      uploadedPacketTypes,
      hasCpapCode: hasCodeIn(productCategories.isCpap),
      hasOxygenCode: hasCodeIn(productCategories.isOxygenCore),
    })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .leftJoin(providers, eq(providers.id, consultations.providerId))
    .where(eq(consultations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_patient_consultation'),
);

/**
 * The work order with its vertical's name, its provider (if any), its HCPCS codes in the order the
 * provider wrote them, the patient-packet types uploaded, and whether it holds PAP or oxygen codes.
 */
export async function findConsultationForPatient(db: DbOrTx, id: string) {
  const [row] = await patientConsultation(db).execute({ id });
  return row;
}
