import {
  SIGNUP_CODE_ROUTES,
  type SignupCode,
  type SignupCodeCreate,
  type SignupCodeListQuery,
  type SignupCodeListReply,
} from '@dme/shared/operations/signup-codes';
import { apiRequest } from '../../../lib/api-client';
import { useOpsList, useOpsMutation } from './ops-list';

const RESOURCE = 'signup-codes';

export const useSignupCodes = (query: SignupCodeListQuery) =>
  useOpsList<SignupCodeListReply>(RESOURCE, SIGNUP_CODE_ROUTES.list, query);

export const createSignupCode = (body: SignupCodeCreate) =>
  apiRequest<SignupCode>(SIGNUP_CODE_ROUTES.create, { method: 'POST', body });

export const revokeSignupCode = (id: string) =>
  apiRequest<SignupCode>(SIGNUP_CODE_ROUTES.revoke.replace(':id', id), { method: 'POST' });

export const useCreateSignupCode = () => useOpsMutation(RESOURCE, createSignupCode);
export const useRevokeSignupCode = () => useOpsMutation(RESOURCE, revokeSignupCode);
