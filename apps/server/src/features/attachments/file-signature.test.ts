import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_HEADERS as FILES } from '../../test/document-fixtures';
import { fileSignatureProblem, SIGNATURE_BYTES } from './file-signature';

describe('fileSignatureProblem', () => {
  it.each([
    ['a PDF', FILES.pdf, 'application/pdf'],
    ['a JPEG', FILES.jpeg, 'image/jpeg'],
    ['a PNG', FILES.png, 'image/png'],
    ['an animated PNG', FILES.animatedPng, 'image/png'],
    ['an iPhone HEIC photo', FILES.heic, 'image/heic'],
    ['a HEIF still announced as HEIC', FILES.heif, 'image/heic'],
    ['a HEIC photo announced as HEIF', FILES.heic, 'image/heif'],
    ['a HEIF burst', FILES.heifSequence, 'image/heif'],
  ])('accepts %s', async (_name, content, declared) => {
    expect(await fileSignatureProblem(content, declared)).toBeNull();
  });

  it.each([
    ['text named .pdf', FILES.text, 'application/pdf'],
    ['a web page named .png', FILES.html, 'image/png'],
    ['a GIF named .jpg', FILES.gif, 'image/jpeg'],
    ['an AVIF photo named .heic', FILES.avif, 'image/heic'],
    ['an empty file', Buffer.alloc(0), 'application/pdf'],
    ['a PNG signature without its header', FILES.png.subarray(0, 8), 'image/png'],
  ])('refuses %s as no accepted document', async (_name, content, declared) => {
    expect(await fileSignatureProblem(content, declared)).toBe(UPLOAD_MESSAGES.notADocument);
  });

  it.each([
    ['a PNG named .pdf', FILES.png, 'application/pdf', 'PNG', 'PDF'],
    ['a PDF named .png', FILES.pdf, 'image/png', 'PDF', 'PNG'],
    ['a JPEG named .png', FILES.jpeg, 'image/png', 'JPEG', 'PNG'],
    // A HEIC photo saved as .jpg is not converted by the browser: renamed .heic, it is.
    ['a HEIC photo named .jpg', FILES.heic, 'image/jpeg', 'HEIC', 'JPEG'],
  ])('names what %s really is', async (_name, content, declared, found, said) => {
    expect(await fileSignatureProblem(content, declared)).toBe(UPLOAD_MESSAGES.contentMismatch(found, said));
  });

  it('refuses a real document announced as a type the spec does not accept', async () => {
    expect(await fileSignatureProblem(FILES.pdf, 'text/html')).toBe(UPLOAD_MESSAGES.notADocument);
  });

  it('reads only the first SIGNATURE_BYTES: what follows a real start does not matter', async () => {
    const longPdf = Buffer.concat([FILES.pdf, Buffer.alloc(SIGNATURE_BYTES * 3, 0x20)]);
    expect(await fileSignatureProblem(longPdf, 'application/pdf')).toBeNull();
    const pdfAfterPadding = Buffer.concat([Buffer.alloc(SIGNATURE_BYTES, 0x20), FILES.pdf]);
    expect(await fileSignatureProblem(pdfAfterPadding, 'application/pdf')).toBe(UPLOAD_MESSAGES.notADocument);
  });
});
