import { hash } from 'node:crypto';
import { FAX_CONTENT_TYPES } from '@dme/shared/operations/faxes';
import PostalMime from 'postal-mime';
import type { InboundFaxFile } from './port';

const EXTENSIONS: Record<string, (typeof FAX_CONTENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What an attachment is: its declared type when it is one we read, else its file name's extension. */
function faxTypeOf(mimeType: string, filename: string) {
  const declared = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if ((FAX_CONTENT_TYPES as readonly string[]).includes(declared)) return declared;
  if (declared === 'image/jpg') return 'image/jpeg';
  return EXTENSIONS[filename.toLowerCase().split('.').pop() ?? ''];
}

/** An e-mail the relay handed over: its id (the Message-ID, else the message's digest) and its faxes. */
export interface FaxEmail {
  messageId: string;
  /** Attachments that are not a fax type (a logo, a signature card) are left out and counted. */
  skipped: number;
  faxes: InboundFaxFile[];
}

/**
 * The faxes in an e-mail sent to the fax address (e-fax services and scanners send one message per
 * fax, the pages as PDF, TIFF, JPEG or PNG attachments): one fax per attachment, named by the
 * message's id — its Message-ID, or the digest of the message as delivered when it has none — so a
 * message delivered twice is received once. A body that is no MIME message holds no faxes.
 */
export async function faxesFromEmail(raw: Buffer): Promise<FaxEmail> {
  const digest = `sha256:${hash('sha256', raw, 'hex')}`;
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  } catch {
    return { messageId: digest, skipped: 0, faxes: [] };
  }
  const sender = email.from?.address ?? null;
  const messageId = email.messageId?.trim().slice(0, 200) || digest;
  let skipped = 0;
  const faxes: InboundFaxFile[] = [];
  email.attachments.forEach((attachment, index) => {
    const filename = attachment.filename ?? `attachment-${index + 1}`;
    const contentType = faxTypeOf(attachment.mimeType, filename);
    if (!contentType) {
      skipped += 1;
      return;
    }
    const content = attachment.content;
    faxes.push({
      source: 'email',
      externalId: `${messageId}#${index}`,
      sender,
      filename,
      contentType,
      content: typeof content === 'string' ? Buffer.from(content) : Buffer.from(content as ArrayBuffer),
    });
  });
  return { messageId, skipped, faxes };
}
