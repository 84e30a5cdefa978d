import { createHash } from 'node:crypto';
import type { App } from '../app';

/**
 * Presigns and PUTs a file as a signed-in user (their credential headers) or a patient's browser
 * (its `cookie` header); returns the blob id a create_* call links.
 */
export async function uploadBlob(
  app: App,
  headers: Record<string, string>,
  file: { filename: string; contentType: string; content: Buffer },
) {
  const checksum = createHash('md5').update(file.content).digest('base64');
  const presigned = await app.inject({
    method: 'POST',
    url: '/api/presigned_urls',
    headers,
    payload: {
      file: {
        checksum,
        filename: file.filename,
        byte_size: file.content.length,
        content_type: file.contentType,
      },
    },
  });
  if (presigned.statusCode !== 200) return { presigned, put: undefined, blobSignedId: '' };
  const { direct_upload: target, blob_signed_id: blobSignedId } = presigned.json();
  const put = await app.inject({
    method: 'PUT',
    url: new URL(target.url).pathname,
    headers: { 'content-type': file.contentType, 'content-md5': checksum },
    payload: file.content,
  });
  return { presigned, put, blobSignedId: blobSignedId as string };
}
