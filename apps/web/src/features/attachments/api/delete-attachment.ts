import { apiRequest } from '../../../lib/api-client';

export const deleteAttachment = (uuid: string) =>
  apiRequest<void>(`/api/attachments/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
