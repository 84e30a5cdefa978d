import { z } from 'zod';
import { PACKET_TYPES } from '../work-orders/packet-types';

/** Spec §5 "Uploads" and §9. */
export const ACCEPTED_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['jpeg', 'jpg', 'png', 'heic', 'heif', 'pdf'] as const;
/** What the server stores: HEIC/HEIF are converted to JPEG in the browser first. */
export const STORED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  invalidFile: 'Invalid file selection',
  somethingWentWrong: 'Something went wrong. Please try again.',
  heicConversion: 'Error during .heic conversion to .jpeg',
  fileTooLarge: `The file is too large. The largest file we accept is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  notADocument:
    'This file is not a PDF, JPEG, PNG or HEIC file, whatever its name says. Please choose another file.',
  contentMismatch: (found: string, declared: string) =>
    `This file is really a ${found}, not a ${declared} as its name says. Please rename it or choose another file.`,
} as const;

/**
 * The `type` of an upload refused for its content (its first bytes are no accepted document, or
 * another one than it was announced as): the upload shows its text, like a file_too_large_error.
 */
export const FILE_CONTENT_ERROR_TYPE = 'file_content_error';

/** POST /api/presigned_urls */
export const presignedUrlBodySchema = z.object({
  file: z.object({
    checksum: z.string().regex(/^[A-Za-z0-9+/]{22}==$/, 'checksum must be a base64 MD5'),
    filename: z.string().trim().min(1).max(255),
    byteSize: z.number().int().positive(),
    contentType: z.string().max(100),
  }),
});
export type PresignedUrlBody = z.infer<typeof presignedUrlBodySchema>;

export const presignedUrlReplySchema = z.object({
  directUpload: z.object({
    url: z.string(),
    headers: z.object({ contentDisposition: z.string(), contentMd5: z.string(), contentType: z.string() }),
  }),
  blobSignedId: z.string(),
});
export type PresignedUrlReply = z.infer<typeof presignedUrlReplySchema>;

export const attachmentSchema = z.object({ uuid: z.string(), filename: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** POST /api/attachments/create_patient_packet */
export const createPatientPacketBodySchema = z.object({
  blobSignedIds: z.array(z.string().max(200)).min(1).max(20),
  consultationUuid: z.uuid(),
  packetType: z.enum(PACKET_TYPES),
});

export const attachmentsReplySchema = z.object({ data: z.array(attachmentSchema) });

/** GET /api/attachments/download_url?uuid= */
export const downloadUrlQuerySchema = z.object({ uuid: z.uuid() });
export const downloadUrlReplySchema = z.object({ downloadUrl: z.string() });
