import {
  PRIOR_AUTH_ROUTES,
  type PriorAuthListQuery,
  type PriorAuthListReply,
  type PriorAuthUpdate,
} from '@dme/shared/operations/prior-auths';
import { apiRequest } from '../../../lib/api-client';
import { useOpsList, useOpsMutation } from './ops-list';

const RESOURCE = 'prior-auths';

export const usePriorAuths = (query: PriorAuthListQuery) =>
  useOpsList<PriorAuthListReply>(RESOURCE, PRIOR_AUTH_ROUTES.list, query);

export const updatePriorAuth = ({ id, ...body }: PriorAuthUpdate & { id: string }) =>
  apiRequest<unknown>(PRIOR_AUTH_ROUTES.update.replace(':id', id), { method: 'PUT', body });

export const useUpdatePriorAuth = () => useOpsMutation(RESOURCE, updatePriorAuth);
