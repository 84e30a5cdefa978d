import type { PatientSession } from '@dme/shared/shop/api';
import type { QueryClient } from '@tanstack/react-query';
import { patientSessionKeys } from '../../../lib/query-keys';
import { createPatientPacket } from '../../attachments';

/** Files the uploaded prescription on the patient's own work order (an inbound lead's). */
export async function attachPrescription(
  queryClient: QueryClient,
  consultationUuid: string,
  blobSignedIds: string[],
) {
  await createPatientPacket({ blobSignedIds, consultationUuid, packetType: 'prescription' });
  queryClient.setQueryData<PatientSession>(patientSessionKeys.me(), (session) =>
    session?.consultation
      ? { ...session, consultation: { ...session.consultation, hasPrescription: true } }
      : session,
  );
}
