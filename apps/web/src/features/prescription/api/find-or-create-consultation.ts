import type { PrescriptionFormValues } from '@dme/shared/insurance/forms';
import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import type { ConsultationClaimReply, PatientConsultation, PatientSession } from '@dme/shared/shop/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { cartKeys, patientSessionKeys, shopKeys } from '../../../lib/query-keys';

export const findOrCreateConsultation = (
  { email, phone }: PrescriptionFormValues,
  estimatedDueDate: string | null,
) =>
  apiRequest<ConsultationClaimReply>('/api/consultations/find_or_create', {
    method: 'POST',
    body: { consultation: { patientEmail: email, patientPhone: phone, estimatedDueDate } },
  });

/** The code e-mailed by find_or_create: only it binds the work order to this browser (issue 12 item 7). */
export const verifyConsultationCode = (code: string) =>
  apiRequest<PatientConsultation>('/api/consultations/verify_code', {
    method: 'POST',
    body: { consultation: { code } },
  });

/** Spec patient §8 "Prescription form error": 500 has a fixed text, anything else the server's. */
export function prescriptionErrorMessage(error: unknown) {
  return errorMessage(error, INSURANCE_MESSAGES.prescriptionServerError, (status) => status !== 500);
}

/** Sends the verification code to the e-mail typed; nothing is found or bound yet. */
export function useFindOrCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PrescriptionFormValues) => {
      const session = queryClient.getQueryData<PatientSession>(patientSessionKeys.me());
      return findOrCreateConsultation(form, session?.estimatedDueDate ?? null);
    },
  });
}

/** The found (or new) work order becomes the session's: its catalogue and cart are fetched again. */
export function useVerifyConsultationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyConsultationCode,
    onSuccess: async (consultation) => {
      queryClient.setQueryData<PatientSession>(patientSessionKeys.me(), (session) =>
        session ? { ...session, consultation } : session,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.me() }),
        queryClient.invalidateQueries({ queryKey: shopKeys.variants() }),
      ]);
    },
  });
}
