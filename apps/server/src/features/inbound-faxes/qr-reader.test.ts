import UTIF from 'utif2';
import { describe, expect, it } from 'vitest';
import { matchCoverSheet } from './cover-sheet-match';
import { checkCoverSheetSeal, signedCoverSheetCodes } from './cover-sheet-seal';
import { readQrCodes } from './qr-reader';
import { rasterise } from './rasterise';
import { buildFax, type FaxDamage } from './test-faxes';

const readFax = async (content: Buffer, contentType: string) => {
  const pages: string[][] = [];
  for await (const page of rasterise(content, contentType)) pages.push(await readQrCodes(page));
  return pages;
};

const KEYS = { current: 'the-install-secret-key-0123456789abcdef', previous: [], unsignedUntil: null };
const CPAPAP = { id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', referralCode: 'CPAPAP' };

/**
 * The full generated set of 100 runs in `node --import tsx bench/fax-filing.ts`; these are its
 * hardest corners, on signed sheets (issue 45): their longer codes still read, signature and all.
 */
describe('the cover sheet codes are found on fax-degraded pages', () => {
  it.each<[string, FaxDamage]>([
    [
      'standard mode (200×100 dpi), skewed 3°, speckled',
      { verticalDpi: 100, rotationDegrees: -3, noise: 0.01, coverSheetSecond: false },
    ],
    [
      'fine mode (200×200 dpi), skewed the other way, cover sheet as page 2',
      { verticalDpi: 200, rotationDegrees: 3, noise: 0.006, coverSheetSecond: true },
    ],
  ])(
    '%s',
    async (_name, damage) => {
      const codes = signedCoverSheetCodes(CPAPAP, KEYS.current);
      const pages = await readFax(await buildFax('CPAPAP', damage, 11, { codes }), 'application/pdf');
      expect(pages).toHaveLength(2);
      const verdict = matchCoverSheet(pages);
      expect(verdict).toMatchObject({
        kind: 'named',
        referralCode: 'CPAPAP',
        coverSheetPages: [damage.coverSheetSecond ? 2 : 1],
      });
      if (verdict.kind !== 'named') throw new Error('not named');
      expect(checkCoverSheetSeal(verdict.signatures, CPAPAP, KEYS, new Date())).toEqual({
        signature: 'verified',
        files: true,
      });
    },
    60_000,
  );

  it('reads a standard-mode TIFF (204×98 dpi) page by page, stretched to square pixels', async () => {
    const pdf = await buildFax(
      'NSECAN',
      { verticalDpi: 100, rotationDegrees: 1, noise: 0.004, coverSheetSecond: false },
      12,
    );
    // The same page as a fax modem stores it: a TIFF at 204×98 dpi.
    const [cover] = await rasteriseFirst(pdf);
    if (!cover) throw new Error('no page');
    const halfHeight = Math.floor(cover.height / 2);
    const squashed = new Uint8Array(cover.width * halfHeight * 4);
    for (let y = 0; y < halfHeight; y++)
      squashed.set(
        cover.data.subarray(y * 2 * cover.width * 4, (y * 2 + 1) * cover.width * 4),
        y * cover.width * 4,
      );
    const tiff = Buffer.from(
      UTIF.encodeImage(squashed, cover.width, halfHeight, { t282: [[204, 1]], t283: [[98, 1]] } as never),
    );
    const pages = await readFax(tiff, 'image/tiff');
    expect(matchCoverSheet(pages)).toMatchObject({ kind: 'named', referralCode: 'NSECAN' });
  }, 60_000);
});

async function rasteriseFirst(pdf: Buffer) {
  const pages = [];
  for await (const page of rasterise(pdf, 'application/pdf')) {
    pages.push(page);
    break;
  }
  return pages;
}
