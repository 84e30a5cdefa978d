import type { TermsAgreementReply } from '@dme/shared/auth/terms';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/api/terms_of_service_agreements/me';

export const termsKeys = { me: () => ['terms-agreement', 'me'] as const };

// Typed, not parsed, as every other reply: zod's schemas would be built on every signed-in page's load.
export const fetchTermsAgreement = () => apiRequest<TermsAgreementReply>(PATH);

export const acceptTerms = () =>
  apiRequest<TermsAgreementReply>(PATH, { method: 'PUT', body: { termsAccepted: true } });

export const termsAgreementQuery = () =>
  queryOptions({ queryKey: termsKeys.me(), queryFn: fetchTermsAgreement });

export const useTermsAgreement = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...termsAgreementQuery(), enabled });

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
