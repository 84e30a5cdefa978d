import { type ACCEPTED_UPLOAD_TYPES, UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { fileTypeFromBuffer } from 'file-type/core';

/** How much of a file the check reads: file-type's own detection window (its reasonableDetectionSizeInBytes). */
export const SIGNATURE_BYTES = 4100;

type DocumentKind = 'PDF' | 'JPEG' | 'PNG' | 'HEIC';

/** The spec's accepted types (§5 "Uploads") by the kind of document each one is. */
const DECLARED_KINDS: Record<(typeof ACCEPTED_UPLOAD_TYPES)[number], DocumentKind> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
};

/**
 * What file-type reads off the first bytes, by kind. An animated PNG is a PNG to every viewer (its
 * first frame); HEIC and HEIF are one family of brands, single images or sequences (iPhone bursts).
 */
const DETECTED_KINDS: Record<string, DocumentKind> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/apng': 'PNG',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
  'image/heic-sequence': 'HEIC',
  'image/heif-sequence': 'HEIC',
};

const declaredKindOf = (contentType: string) =>
  (DECLARED_KINDS as Record<string, DocumentKind | undefined>)[contentType];

/**
 * Why a file is not the document its content type says (issue 48 item 12: a text file renamed
 * `.pdf` is no prescription), or null when its signature matches. `head` is the file's start, at
 * least SIGNATURE_BYTES of it when the file is that long.
 */
export async function fileSignatureProblem(head: Uint8Array, declaredType: string): Promise<string | null> {
  // A parser that gives up on hostile bytes has found no document, which is the user's 4xx, not a 5xx.
  const detected = await fileTypeFromBuffer(head.subarray(0, SIGNATURE_BYTES)).catch(() => undefined);
  const found = detected && DETECTED_KINDS[detected.mime];
  const declared = declaredKindOf(declaredType);
  if (!found || !declared) return UPLOAD_MESSAGES.notADocument;
  return found === declared ? null : UPLOAD_MESSAGES.contentMismatch(found, declared);
}
