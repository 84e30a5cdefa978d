import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { reportError } from '../error-reporting';
import { asJpegName, isHeic, shouldCompress } from './file-types';

/** Spec §9: quality 0.8, at most 4000 x 4000. */
const COMPRESSION = { initialQuality: 0.8, maxWidthOrHeight: 4000 } as const;

export class UploadPreparationError extends Error {}

/** HEIC/HEIF → JPEG; heic2any is ~365 KB gzip, so it is loaded only when such a file is chosen. */
async function convertHeic(file: File): Promise<File> {
  try {
    const { default: heic2any } = await import('heic2any');
    const converted = await heic2any({ blob: file, toType: 'image/jpeg' });
    const blob = Array.isArray(converted) ? converted[0] : converted;
    if (!blob) throw new Error('heic2any returned no image');
    return new File([blob], asJpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    reportError(error, { step: 'heic-conversion' });
    throw new UploadPreparationError(UPLOAD_MESSAGES.heicConversion);
  }
}

/** A failed compression is not the user's problem: the original file is sent instead. */
async function compress(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    // The library's web worker is a blob: script, which the app's Content-Security-Policy forbids.
    const compressed = await imageCompression(file, { ...COMPRESSION, useWebWorker: false });
    return new File([compressed], file.name, {
      type: compressed.type || file.type,
      lastModified: file.lastModified,
    });
  } catch (error) {
    reportError(error, { step: 'image-compression' });
    return file;
  }
}

/** The file as it should be uploaded (spec §5 "Uploads"). */
export async function prepareUpload(file: File): Promise<File> {
  const jpeg = isHeic(file) ? await convertHeic(file) : file;
  return shouldCompress(jpeg) ? compress(jpeg) : jpeg;
}
