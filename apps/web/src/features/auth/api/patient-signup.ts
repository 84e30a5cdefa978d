import type { patientSignupBodySchema } from '@dme/shared/auth/signup';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { sessionFromReply } from './session';

/** POST /api/patients: 201 `{ data: user }` with access headers; the patient is signed in at once. */
export async function signUpPatient(user: z.infer<typeof patientSignupBodySchema>['user']) {
  const { response, data } = await apiFetch('/api/patients', { method: 'POST', body: { user } });
  return sessionFromReply(response.headers, data);
}

export const usePatientSignup = () => useMutation({ mutationFn: signUpPatient });
