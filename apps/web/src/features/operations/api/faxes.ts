import {
  FAX_ROUTES,
  type FaxAssignBody,
  type FaxDetailReply,
  type FaxListQuery,
  type FaxListReply,
  type FaxSummary,
} from '@dme/shared/operations/faxes';
import { camelKeys } from '@dme/shared/wire/case';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, readCredentials } from '../../../lib/api-client';
import { authSession } from '../../../lib/auth-session';
import { opsKeys } from './keys';
import { useOpsList, useOpsMutation } from './ops-list';
import { sessionHeaders } from './session-headers';

const RESOURCE = 'faxes';
const PREVIEW_REFRESH_MS = 4 * 60 * 1000;
const faxPath = (route: string, id: string) => route.replace(':id', encodeURIComponent(id));

export const useFaxes = (query: FaxListQuery) => useOpsList<FaxListReply>(RESOURCE, FAX_ROUTES.list, query);

/**
 * One fax. Its page previews are links signed for 5 minutes, so the fax is read again every 4:
 * a page scrolled into view later (they load lazily) still has a live link.
 */
export const useFax = (id: string) =>
  useQuery({
    // Under the list key, so an assign, discard or upload refreshes the open fax too.
    queryKey: [...opsKeys.lists(RESOURCE), 'detail', id],
    queryFn: ({ signal }) => apiRequest<FaxDetailReply>(faxPath(FAX_ROUTES.detail, id), { signal }),
    staleTime: PREVIEW_REFRESH_MS,
    refetchInterval: PREVIEW_REFRESH_MS,
  });

export const assignFax = ({ id, ...body }: FaxAssignBody & { id: string }) =>
  apiRequest<FaxSummary>(faxPath(FAX_ROUTES.assign, id), { method: 'POST', body });

export const discardFax = (id: string) =>
  apiRequest<FaxSummary>(faxPath(FAX_ROUTES.discard, id), { method: 'POST' });

/** The server takes the file itself as the body (not JSON, not multipart), typed by its Content-Type. */
export async function uploadFax(file: File): Promise<FaxSummary> {
  const response = await fetch(FAX_ROUTES.upload, {
    method: 'POST',
    headers: {
      ...sessionHeaders(),
      accept: 'application/json',
      'content-type': file.type,
      // Header values must be ISO-8859-1: anything else in the name is dropped, the server names it "upload".
      'x-filename': file.name.replace(/[^\x20-\x7e]/g, '').slice(0, 200),
    },
    body: file,
  });
  const refreshed = readCredentials(response.headers);
  if (refreshed && authSession.get()) authSession.refreshCredentials(refreshed);
  const data = camelKeys(await response.json().catch(() => ({})));
  if (!response.ok) throw new ApiError(response.status, data as ApiError['data']);
  return data as FaxSummary;
}

export const useAssignFax = () => useOpsMutation(RESOURCE, assignFax);
export const useDiscardFax = () => useOpsMutation(RESOURCE, discardFax);
export const useUploadFax = () => useOpsMutation(RESOURCE, uploadFax);
