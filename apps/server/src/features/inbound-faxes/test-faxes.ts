import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * Faxes as they come back, for the tests and the filing bench: the work order page's cover sheet
 * (its four codes made as `cover-sheet.tsx` makes them: `qrcode`, margin 1, about 1.45 inch wide
 * when printed on Letter paper) and a document page, degraded the way a fax machine degrades them.
 * The referral codes are those of a sheet printed before issue 45 (unsigned) unless the signed
 * texts are given (`signedCoverSheetCodes`), or forged ones.
 */
export interface FaxDamage {
  /** 100 for standard mode (200×100 dpi), 200 for fine mode (200×200 dpi). */
  verticalDpi: 100 | 200;
  /** Skew of the sheet in the feeder, in degrees. */
  rotationDegrees: number;
  /** Share of pixels flipped by line noise. */
  noise: number;
  /** Whether a document page comes before the cover sheet. */
  coverSheetSecond: boolean;
}

const DPI = 200;
const PAGE = { width: 8.5 * DPI, height: 11 * DPI };

/** A small deterministic generator, so a failing fax can be made again from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** The two referral-code QR texts of a cover sheet, as `signedCoverSheetCodes` makes them. */
export interface ReferralCodeTexts {
  referralCode: string;
  formattedReferralCode: string;
}

/** A sheet printed before its codes were signed: the bare code, plain and formatted. */
export const unsignedCodes = (referralCode: string): ReferralCodeTexts => ({
  referralCode,
  formattedReferralCode: formatReferralCode(referralCode),
});

/** A forger's sheet: the code, plain and formatted, followed by whatever signature they chose. */
export const withSignature = (referralCode: string, signature: string): ReferralCodeTexts => ({
  referralCode: `${referralCode}.${signature}`,
  formattedReferralCode: `${formatReferralCode(referralCode)}.${signature}`,
});

/** The signature a sheet's codes carry (after the code and its dot). */
export const signatureOf = (codes: ReferralCodeTexts) => codes.referralCode.split('.')[1] ?? '';

const FAX_DESK = { number: '(213) 555-0199', email: 'fax@carelane.example' };

async function drawCoverSheet(
  context: SKRSContext2D,
  referralCode: string,
  codes: ReferralCodeTexts,
  smudged: readonly number[],
) {
  context.fillStyle = '#000';
  context.font = 'bold 56px sans-serif';
  context.fillText('Fax cover sheet', 150, 250);
  context.font = '36px sans-serif';
  context.fillText('Carelane — work order documents', 150, 310);
  context.font = 'bold 64px monospace';
  context.fillText(formatReferralCode(referralCode), 1150, 300);
  context.font = '34px sans-serif';
  const lines = [
    'To: Carelane documents desk',
    'Patient: Jane Doe',
    'Provider: Dana Reyes',
    'Documents enclosed: ☐ Prescription',
  ];
  for (const [index, line] of lines.entries()) context.fillText(line, 150, 450 + index * 60);
  const size = 290;
  const printed = [
    { value: codes.referralCode, text: referralCode },
    { value: FAX_DESK.number, text: FAX_DESK.number },
    { value: FAX_DESK.email, text: FAX_DESK.email },
    { value: codes.formattedReferralCode, text: formatReferralCode(referralCode) },
  ];
  for (const [index, { value, text }] of printed.entries()) {
    // A code lost to a coffee ring or a fold: the fax desk reads what is left.
    if (smudged.includes(index)) continue;
    const png = await QRCode.toBuffer(value, { margin: 1, width: 280 });
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(png);
    context.drawImage(image, 150 + index * 370, 900, size, size);
    context.font = '24px sans-serif';
    context.fillText(text, 150 + index * 370, 1230);
  }
}

function drawDocument(context: SKRSContext2D, random: () => number) {
  context.fillStyle = '#000';
  context.font = 'bold 48px serif';
  context.fillText('Standard Written Order', 150, 250);
  context.font = '30px serif';
  for (let line = 0; line < 40; line++) {
    context.fillText(
      'x'
        .repeat(20 + Math.floor(random() * 40))
        .replace(/x/g, () => 'abcdefgh '[Math.floor(random() * 9)] ?? 'a'),
      150,
      340 + line * 45,
    );
  }
}

/** One page drawn at 200 dpi, skewed, cut to 1 bit with noise, and sampled at the fax's resolution. */
async function faxPage(
  draw: (context: SKRSContext2D) => void | Promise<void>,
  damage: FaxDamage,
  random: () => number,
) {
  const sheet = createCanvas(PAGE.width, PAGE.height);
  const context = sheet.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, PAGE.width, PAGE.height);
  context.translate(PAGE.width / 2, PAGE.height / 2);
  context.rotate((damage.rotationDegrees * Math.PI) / 180);
  context.translate(-PAGE.width / 2, -PAGE.height / 2);
  await draw(context);
  const height = Math.round((PAGE.height * damage.verticalDpi) / DPI);
  const scanned = createCanvas(PAGE.width, height);
  const scanContext = scanned.getContext('2d');
  scanContext.drawImage(sheet, 0, 0, PAGE.width, height);
  const image = scanContext.getImageData(0, 0, PAGE.width, height);
  const pixels = image.data;
  for (let offset = 0; offset < pixels.length; offset += 4) {
    let black = (pixels[offset] ?? 255) < 128;
    if (random() < damage.noise) black = !black;
    const value = black ? 0 : 255;
    pixels[offset] = value;
    pixels[offset + 1] = value;
    pixels[offset + 2] = value;
    pixels[offset + 3] = 255;
  }
  scanContext.putImageData(image, 0, 0);
  return scanned.toBuffer('image/png');
}

/** A fax as the provider's fax service would deliver it: a PDF of page images, each filling a Letter page. */
export async function buildFax(
  referralCode: string,
  damage: FaxDamage,
  seed = 1,
  {
    codes = unsignedCodes(referralCode),
    smudged = [],
    withoutCoverSheet = false,
  }: { codes?: ReferralCodeTexts; smudged?: readonly number[]; withoutCoverSheet?: boolean } = {},
) {
  return faxOf(
    (context) => drawCoverSheet(context, referralCode, codes, smudged),
    damage,
    seed,
    withoutCoverSheet,
  );
}

/**
 * The same fax around a cover sheet that was really printed: `coverSheet` is its page as an image
 * (e.g. the work order page's cover sheet printed to PDF by the browser and rasterised), drawn
 * across the Letter page before the fax damages it.
 */
export async function buildFaxFromCoverSheet(coverSheet: Buffer, damage: FaxDamage, seed = 1) {
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(coverSheet);
  return faxOf((context) => context.drawImage(image, 0, 0, PAGE.width, PAGE.height), damage, seed, false);
}

async function faxOf(
  drawCover: (context: SKRSContext2D) => void | Promise<void>,
  damage: FaxDamage,
  seed: number,
  withoutCoverSheet: boolean,
) {
  const random = seededRandom(seed);
  const cover = await faxPage(drawCover, damage, random);
  const document = await faxPage((context) => drawDocument(context, random), damage, random);
  const pages = damage.coverSheetSecond ? [document, cover] : [cover, document];
  const pdf = await PDFDocument.create();
  for (const png of withoutCoverSheet ? [document] : pages) {
    const image = await pdf.embedPng(png);
    pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return Buffer.from(await pdf.save());
}

/** The damage of the n-th fax of a generated set: both resolutions, skew up to 3°, noise, cover sheet first or second. */
export function damageOf(index: number, random: () => number): FaxDamage {
  return {
    verticalDpi: index % 2 === 0 ? 100 : 200,
    rotationDegrees: (random() * 2 - 1) * 3,
    noise: 0.002 + random() * 0.008,
    coverSheetSecond: index % 3 === 0,
  };
}
