import { describe, expect, it } from 'vitest';
import { faxesFromEmail } from './email';

const part = (headers: string[], content: string) => ['--b', ...headers, '', content].join('\r\n');
const message = (parts: string[], extra: string[] = ['Message-ID: <m1@clinic.example>']) =>
  Buffer.from(
    [
      'From: "Clinic fax" <fax@clinic.example>',
      'To: fax@carelane.example',
      ...extra,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      ...parts,
      '--b--',
      '',
    ].join('\r\n'),
  );
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('faxes from an e-mail to the fax address', () => {
  it('takes every PDF, TIFF, JPEG and PNG attachment, by type or by file name, and nothing else', async () => {
    const { faxes, skipped, messageId } = await faxesFromEmail(
      message([
        part(['Content-Type: text/plain'], 'You have a fax'),
        part(
          [
            'Content-Type: application/pdf; name="a.pdf"',
            'Content-Disposition: attachment; filename="a.pdf"',
            'Content-Transfer-Encoding: base64',
          ],
          b64('%PDF-1'),
        ),
        part(
          [
            'Content-Type: image/tiff',
            'Content-Disposition: attachment; filename="b.tif"',
            'Content-Transfer-Encoding: base64',
          ],
          b64('II*'),
        ),
        part(
          [
            'Content-Type: application/octet-stream',
            'Content-Disposition: attachment; filename="c.JPG"',
            'Content-Transfer-Encoding: base64',
          ],
          b64('jpg'),
        ),
        part(
          [
            'Content-Type: image/png',
            'Content-Disposition: attachment; filename="d.png"',
            'Content-Transfer-Encoding: base64',
          ],
          b64('png'),
        ),
        part(
          [
            'Content-Type: application/zip',
            'Content-Disposition: attachment; filename="e.zip"',
            'Content-Transfer-Encoding: base64',
          ],
          b64('zip'),
        ),
      ]),
    );
    expect(faxes.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['b.tif', 'image/tiff'],
      ['c.JPG', 'image/jpeg'],
      ['d.png', 'image/png'],
    ]);
    expect(faxes[0]).toMatchObject({
      source: 'email',
      sender: 'fax@clinic.example',
      externalId: '<m1@clinic.example>#0',
    });
    expect(faxes[0]?.content.toString()).toBe('%PDF-1');
    expect(messageId).toBe('<m1@clinic.example>');
    expect(skipped).toBe(1);
  });

  it('a message without attachments, or without an id (named by its digest, the same on every delivery)', async () => {
    expect((await faxesFromEmail(message([part(['Content-Type: text/plain'], 'hello')]))).faxes).toEqual([]);
    const raw = message(
      [part(['Content-Type: application/pdf', 'Content-Disposition: attachment; filename="x.pdf"'], '%PDF')],
      [],
    );
    const first = await faxesFromEmail(raw);
    const again = await faxesFromEmail(Buffer.from(raw));
    expect(first.messageId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(again.messageId).toBe(first.messageId);
    expect(first.faxes[0]?.externalId).toBe(`${first.messageId}#0`);
    const [fax] = (
      await faxesFromEmail(
        message(
          [
            part(
              ['Content-Type: application/pdf', 'Content-Disposition: attachment; filename="x.pdf"'],
              '%PDF',
            ),
          ],
          ['Message-ID: <other@clinic.example>'],
        ),
      )
    ).faxes;
    expect(fax?.externalId).toBe('<other@clinic.example>#0');
  });

  it('garbage is not a message with faxes', async () => {
    expect((await faxesFromEmail(Buffer.from('\u0000\u0001 not mime at all'))).faxes).toEqual([]);
  });
});
