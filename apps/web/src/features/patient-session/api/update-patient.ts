import type { PatientSession, patientUpdateBodySchema } from '@dme/shared/shop/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { patientSessionKeys } from '../../../lib/query-keys';

type PatientAnswers = z.infer<typeof patientUpdateBodySchema>['patient'];

export const updatePatient = (patient: PatientAnswers) =>
  apiRequest<unknown>('/api/patients/update', { method: 'PUT', body: { patient } });

/** Saves onboarding answers (due date, machine ownership) and mirrors them into the cached session. */
export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    onSuccess: (_, answers) => {
      queryClient.setQueryData<PatientSession>(patientSessionKeys.me(), (session) =>
        session ? { ...session, ...answers } : session,
      );
    },
  });
}
