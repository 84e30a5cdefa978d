import { termsAgreementReplySchema } from '@dme/shared/auth/terms';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PATH = '/api/terms_of_service_agreements/me';

export const termsKeys = { me: () => ['terms-agreement', 'me'] as const };

export const fetchTermsAgreement = async () => termsAgreementReplySchema.parse(await apiRequest(PATH));

export const acceptTerms = async () =>
  termsAgreementReplySchema.parse(await apiRequest(PATH, { method: 'PUT', body: { termsAccepted: true } }));

export const termsAgreementQuery = () =>
  queryOptions({ queryKey: termsKeys.me(), queryFn: fetchTermsAgreement });

export const useTermsAgreement = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...termsAgreementQuery(), enabled });

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
