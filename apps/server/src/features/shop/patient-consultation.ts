import type { PatientConsultation } from '@dme/shared/shop/api';
import type { DbOrTx } from '../../db/client';
import { patientPacketTypes } from '../work-orders/work-order-rules';
import { findDeviceFlags, findDocuments } from '../work-orders/work-orders.repo';
import { findConsultationWithProvider, findHcpcsCodesOf } from './patient-consultation.repo';

/** The work order as its patient sees it (spec patient §3): no provider-only fields. */
export async function findPatientConsultation(
  db: DbOrTx,
  id: string,
): Promise<PatientConsultation | undefined> {
  const row = await findConsultationWithProvider(db, id);
  if (!row) return undefined;
  const [codes, documents, [flags]] = await Promise.all([
    findHcpcsCodesOf(db, id),
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
    hcpcsCodes: codes,
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
