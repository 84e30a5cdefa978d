import type { SupportRequestInput } from '@dme/shared/support/support-request';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const createSupportRequest = (input: SupportRequestInput) =>
  apiRequest<{ message: string }>('/api/support_requests', { method: 'POST', body: input });

export const useCreateSupportRequest = () => useMutation({ mutationFn: createSupportRequest });
