import type { contactRequestBodySchema } from '@dme/shared/insurance/api';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ContactRequest = z.input<typeof contactRequestBodySchema>['patient'];

/** Answers the contact-dependent success text shown under "We're On It". */
export const sendContactRequest = (patient: ContactRequest) =>
  apiRequest<{ message: string }>('/api/patients/contact_request', { method: 'POST', body: { patient } });

export const useContactRequest = () => useMutation({ mutationFn: sendContactRequest });
