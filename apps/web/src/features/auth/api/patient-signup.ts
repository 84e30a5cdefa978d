import type { patientSignupBodySchema } from '@dme/shared/auth/signup';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/patients: the server e-mails a sign-in code (`{ otp: "prompt" }`) and the patient
 * finishes with it through the sign-in call, which proves the address. A taken address gets the
 * same reply (its owner is e-mailed), so this page cannot tell them apart, by design.
 */
export async function signUpPatient(user: z.infer<typeof patientSignupBodySchema>['user']) {
  await apiRequest('/api/patients', { method: 'POST', body: { user } });
}

export const usePatientSignup = () => useMutation({ mutationFn: signUpPatient });
