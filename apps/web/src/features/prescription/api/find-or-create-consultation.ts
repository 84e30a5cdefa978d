import { INSURANCE_MESSAGES } from '@dme/shared/insurance/api';
import type { PrescriptionFormValues } from '@dme/shared/insurance/forms';
import type { PatientConsultation, PatientSession } from '@dme/shared/shop/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { cartKeys } from '../../cart/api/keys';
import { patientSessionKeys } from '../../patient-session/api/keys';
import { shopKeys } from '../../shop/api/keys';

export const findOrCreateConsultation = (
  { email, phone }: PrescriptionFormValues,
  estimatedDueDate: string | null,
) =>
  apiRequest<PatientConsultation>('/api/consultations/find_or_create', {
    method: 'POST',
    body: { consultation: { patientEmail: email, patientPhone: phone, estimatedDueDate } },
  });

/** Spec patient §8 "Prescription form error": 500 has a fixed text, anything else the server's. */
export function prescriptionErrorMessage(error: unknown) {
  if (error instanceof ApiError && error.status !== 500 && error.data.error) return error.data.error;
  return INSURANCE_MESSAGES.prescriptionServerError;
}

/** The found (or new) work order becomes the session's: its catalogue and cart are fetched again. */
export function useFindOrCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PrescriptionFormValues) => {
      const session = queryClient.getQueryData<PatientSession>(patientSessionKeys.me());
      return findOrCreateConsultation(form, session?.estimatedDueDate ?? null);
    },
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
