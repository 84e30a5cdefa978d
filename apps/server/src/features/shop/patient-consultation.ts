import type { PatientConsultation } from '@dme/shared/shop/api';
import { maskEmail, maskPhone } from '@dme/shared/shop/masked-contact';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { patientPacketTypes } from '../work-orders/work-order-rules';
import { findConsultationForPatient } from './patient-consultation.repo';

/** Who reads a work order in the shop: the browser's session and, when signed in, the caller. */
export interface ConsultationReader {
  session: Pick<PatientSessionRow, 'contactProvenConsultationId'>;
  auth: Pick<AuthContext, 'role' | 'kind' | 'profileId'> | null;
}

/**
 * Whether the reader has proven to be the work order's patient (issue 45 item 3): this browser
 * typed back the code the prescription step e-mailed to the work order's address, or a signed-in
 * patient account owns the work order. Holding its referral code proves nothing: codes are printed
 * on fax cover sheets and handed over on paper.
 */
export function hasProvenContact(
  reader: ConsultationReader,
  consultation: { id: string; patientId: string | null },
) {
  const { session, auth } = reader;
  if (session.contactProvenConsultationId === consultation.id) return true;
  return (
    auth?.role === 'patient' &&
    auth.kind === 'session' &&
    consultation.patientId !== null &&
    auth.profileId === consultation.patientId
  );
}

/**
 * The work order as its patient sees it (spec patient §3): no provider-only fields, and the
 * patient's e-mail and phone masked ("e•••@d•••.test") unless the reader has proven them.
 */
export async function findPatientConsultation(
  db: DbOrTx,
  id: string,
  reader: ConsultationReader,
): Promise<PatientConsultation | undefined> {
  const row = await findConsultationForPatient(db, id);
  if (!row) return undefined;
  const { consultation, provider } = row;
  const uploaded = new Set(row.uploadedPacketTypes);
  const isProven = hasProvenContact(reader, consultation);
  return {
    uuid: consultation.id,
    createdAt: consultation.createdAt.toISOString(),
    referralCode: consultation.referralCode,
    patientEmail: isProven ? consultation.patientEmail : maskEmail(consultation.patientEmail),
    patientPhone: isProven ? consultation.patientPhone : maskPhone(consultation.patientPhone),
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
