import type { PatientConsultation } from '@dme/shared/shop/api';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  consultationHcpcsCodes,
  consultations,
  hcpcsCodes,
  productVerticals,
  providers,
} from '../../db/schema/index';
import { patientPacketTypes } from '../work-orders/work-order-rules';
import { findDeviceFlags, findDocuments } from '../work-orders/work-orders.repo';

/** The work order as its patient sees it (spec patient §3): no provider-only fields. */
export async function findPatientConsultation(
  db: DbOrTx,
  id: string,
): Promise<PatientConsultation | undefined> {
  const [row] = await db
    .select({ consultation: consultations, verticalName: productVerticals.name, provider: providers })
    .from(consultations)
    .innerJoin(productVerticals, eq(productVerticals.id, consultations.productVerticalId))
    .leftJoin(providers, eq(providers.id, consultations.providerId))
    .where(eq(consultations.id, id))
    .limit(1);
  if (!row) return undefined;
  const [codes, documents, [flags]] = await Promise.all([
    db
      .select({ code: hcpcsCodes.code })
      .from(consultationHcpcsCodes)
      .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, consultationHcpcsCodes.hcpcsCodeId))
      .where(eq(consultationHcpcsCodes.consultationId, id))
      .orderBy(asc(consultationHcpcsCodes.position)),
    findDocuments(db, [id]),
    findDeviceFlags(db, [id]),
  ]);
  const { consultation, provider } = row;
  const uploaded = new Set(
    documents.filter((doc) => doc.kind === 'patient_packet').map((doc) => doc.packetType ?? ''),
  );
  return {
    uuid: consultation.id,
    createdAt: consultation.createdAt.toISOString(),
    referralCode: consultation.referralCode,
    patientEmail: consultation.patientEmail,
    patientPhone: consultation.patientPhone,
    estimatedDueDate: null,
    inboundLead: consultation.inboundLead,
    hasPrescription: uploaded.has('prescription'),
    productVerticalName: row.verticalName,
    productVerticalUuid: consultation.productVerticalId,
    hcpcsCodes: codes.map((entry) => entry.code),
    provider: provider && {
      firstName: provider.firstName,
      lastName: provider.lastName,
      npi: provider.npi,
      pecos: provider.pecos,
    },
    patientPacketTypes: patientPacketTypes(
      {
        verticalName: row.verticalName,
        hasCpapCode: flags?.hasCpapCode ?? false,
        hasOxygenCode: flags?.hasOxygenCode ?? false,
        documentsRequired: consultation.documentsRequired,
      },
      uploaded,
    ),
    patientEligibleForMachine: consultation.eligibleForMachine,
  };
}
