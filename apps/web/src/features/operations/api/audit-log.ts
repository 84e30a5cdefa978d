import { AUDIT_LOG_ROUTES, type AuditLogFilter, type AuditLogReply } from '@dme/shared/operations/audit-log';
import { ApiError, buildQueryString } from '../../../lib/api-client';
import { useOpsList } from './ops-list';
import { sessionHeaders } from './session-headers';

export const useAuditLog = (filter: AuditLogFilter, cursor: string | undefined) =>
  useOpsList<AuditLogReply>('audit-log', AUDIT_LOG_ROUTES.list, { ...filter, cursor });

/**
 * Downloads the filtered log as CSV. Sign-in travels in headers, not cookies, so a plain link
 * cannot carry it: the file is fetched with them and handed to the browser as a download.
 */
export async function downloadAuditCsv(filter: AuditLogFilter) {
  const response = await fetch(`${AUDIT_LOG_ROUTES.export}${buildQueryString(filter)}`, {
    headers: sessionHeaders(),
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => ({})));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-log.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}
