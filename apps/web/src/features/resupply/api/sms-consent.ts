import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ReorderLink } from './reorder';

export const giveSmsConsent = (input: ReorderLink & { phone: string; agreed: true }) =>
  apiRequest<null>('/api/resupply/sms_consent', { method: 'POST', body: input });

export const useSmsConsent = () => useMutation({ mutationFn: giveSmsConsent });
