import type { PatientConsultation } from '@dme/shared/shop/api';
import type { DbOrTx } from '../../db/client';
import { patientPacketTypes } from '../work-orders/work-order-rules';
import { findConsultationForPatient } from './patient-consultation.repo';

/** The work order as its patient sees it (spec patient §3): no provider-only fields. */
export async function findPatientConsultation(
  db: DbOrTx,
  id: string,
): Promise<PatientConsultation | undefined> {
  const row = await findConsultationForPatient(db, id);
  if (!row) return undefined;
  const { consultation, provider } = row;
  const uploaded = new Set(row.uploadedPacketTypes);
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
    hcpcsCodes: row.codes,
    provider: provider && {
      firstName: provider.firstName,
      lastName: provider.lastName,
      npi: provider.npi,
      pecos: provider.pecos,
    },
    patientPacketTypes: patientPacketTypes(
      {
        verticalName: row.verticalName,
        hasCpapCode: row.hasCpapCode,
        hasOxygenCode: row.hasOxygenCode,
        documentsRequired: consultation.documentsRequired,
      },
      uploaded,
    ),
    patientEligibleForMachine: consultation.eligibleForMachine,
  };
}
