import { ACCEPTED_UPLOAD_EXTENSIONS, ACCEPTED_UPLOAD_TYPES } from '@dme/shared/attachments/api';
import { USAGE_FILE_TYPES } from '@dme/shared/compliance/api';

/** Spec §9: JPEG and PNG files above 1 MB are compressed before upload. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Browsers often leave HEIC/HEIF files without a MIME type, so the extension counts too. */
export const isHeic = (file: File) =>
  ['image/heic', 'image/heif'].includes(file.type) || ['heic', 'heif'].includes(extensionOf(file.name));

export function isAcceptedUpload(file: File) {
  if (file.type) return (ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type);
  return (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/**
 * A CPAP usage file (STR.edf, CSV) typed as the server expects it, or null. Browsers give EDF no
 * type and CSV several (text/csv, application/vnd.ms-excel), so the extension decides.
 */
export function asUsageFile(file: File): File | null {
  const type = USAGE_FILE_TYPES[extensionOf(file.name) as keyof typeof USAGE_FILE_TYPES];
  return type ? new File([file], file.name, { type, lastModified: file.lastModified }) : null;
}

export const shouldCompress = (file: File) =>
  ['image/jpeg', 'image/png'].includes(file.type) && file.size > COMPRESS_ABOVE_BYTES;

/** "scan.heic" → "scan.jpg". */
export const asJpegName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.jpg`;
