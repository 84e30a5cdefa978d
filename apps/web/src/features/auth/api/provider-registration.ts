import { providerRegistrationReplySchema } from '@dme/shared/auth/signup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/provider_registrations/{code}: what an admin prepared for this provider's signup. */
export const fetchProviderRegistration = async (code: string) =>
  providerRegistrationReplySchema.parse(
    await apiRequest(`/api/provider_registrations/${encodeURIComponent(code)}`),
  );

export const providerRegistrationQuery = (code: string) =>
  queryOptions({
    queryKey: authKeys.providerRegistration(code),
    queryFn: () => fetchProviderRegistration(code),
  });

export const useProviderRegistration = (code: string | undefined) =>
  useQuery({ ...providerRegistrationQuery(code ?? ''), enabled: Boolean(code) });
