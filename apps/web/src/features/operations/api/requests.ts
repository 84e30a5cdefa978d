import {
  REQUEST_ROUTES,
  type RequestKind,
  type RequestListQuery,
  type RequestListReply,
  type RequestState,
} from '@dme/shared/operations/requests';
import { apiRequest } from '../../../lib/api-client';
import { useOpsList, useOpsMutation } from './ops-list';

const RESOURCE = 'requests';

export const useRequests = (query: RequestListQuery) =>
  useOpsList<RequestListReply>(RESOURCE, REQUEST_ROUTES.list, query);

export const setRequestState = ({
  kind,
  id,
  state,
}: {
  kind: RequestKind;
  id: string;
  state: RequestState;
}) =>
  apiRequest<unknown>(REQUEST_ROUTES.update.replace(':kind', kind).replace(':id', id), {
    method: 'PUT',
    body: { state },
  });

export const useSetRequestState = () => useOpsMutation(RESOURCE, setRequestState);
