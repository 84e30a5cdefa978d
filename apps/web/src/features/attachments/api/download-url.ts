import type { downloadUrlReplySchema } from '@dme/shared/attachments/api';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const fetchDownloadUrl = (uuid: string) =>
  apiRequest<z.infer<typeof downloadUrlReplySchema>>('/api/attachments/download_url', { query: { uuid } });

/**
 * Opens an attachment in a new tab. The tab is opened before the signed URL arrives, while the
 * click still counts as a user gesture; otherwise pop-up blockers stop it.
 */
export async function openAttachment(uuid: string) {
  const tab = window.open('', '_blank');
  // The new tab must not be able to navigate this one.
  if (tab) tab.opener = null;
  try {
    const { downloadUrl } = await fetchDownloadUrl(uuid);
    if (tab) tab.location.href = downloadUrl;
    else window.location.assign(downloadUrl);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
