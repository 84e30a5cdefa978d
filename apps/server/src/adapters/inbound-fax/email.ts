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

/**
 * The faxes in an e-mail sent to the fax address (e-fax services and scanners send one message per
 * fax, the pages as PDF, TIFF, JPEG or PNG attachments): one fax per attachment, named by the
 * message's id so a message delivered twice is received once.
 */
export async function faxesFromEmail(raw: Buffer): Promise<InboundFaxFile[]> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const sender = email.from?.address ?? null;
  const messageId = email.messageId?.slice(0, 200) ?? null;
  const faxes: InboundFaxFile[] = [];
  email.attachments.forEach((attachment, index) => {
    const filename = attachment.filename ?? `attachment-${index + 1}`;
    const contentType = faxTypeOf(attachment.mimeType, filename);
    if (!contentType) return;
    const content = attachment.content;
    faxes.push({
      source: 'email',
      externalId: messageId ? `${messageId}#${index}` : null,
      sender,
      filename,
      contentType,
      content: typeof content === 'string' ? Buffer.from(content) : Buffer.from(content as ArrayBuffer),
    });
  });
  return faxes;
}
