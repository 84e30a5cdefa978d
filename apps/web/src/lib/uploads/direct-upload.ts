import type { PresignedUrlBody, PresignedUrlReply } from '@dme/shared/attachments/api';
import { ApiError, apiRequest } from '../api-client';
import { md5Base64 } from './checksum';

export type UploadProgress = (fraction: number) => void;

/** PUT the raw file to the presigned URL. XHR, not fetch, because only XHR reports upload progress. */
function putFile(
  file: File,
  { url, headers }: PresignedUrlReply['directUpload'],
  onProgress?: UploadProgress,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Disposition', headers.contentDisposition);
    xhr.setRequestHeader('Content-MD5', headers.contentMd5);
    xhr.setRequestHeader('Content-Type', headers.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      reject(new ApiError(xhr.status, parseBody(xhr.responseText)));
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.send(file);
  });
}

function parseBody(text: string): ApiError['data'] {
  try {
    return JSON.parse(text) as ApiError['data'];
  } catch {
    return {};
  }
}

/** Presign, then upload straight to storage; returns the blob id a create_* call links. */
export async function uploadFile(file: File, onProgress?: UploadProgress): Promise<string> {
  const body: PresignedUrlBody = {
    file: {
      checksum: await md5Base64(file),
      filename: file.name,
      byteSize: file.size,
      contentType: file.type,
    },
  };
  const presigned = await apiRequest<PresignedUrlReply>('/api/presigned_urls', { method: 'POST', body });
  await putFile(file, presigned.directUpload, onProgress);
  onProgress?.(1);
  return presigned.blobSignedId;
}
