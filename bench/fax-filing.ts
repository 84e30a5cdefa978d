// The inbound-fax filing rate (issue 16 §1): a generated set of faxes — the cover sheet and a
// document page, 200×100 or 200×200 dpi, 1-bit, skewed up to 3°, speckled, the cover sheet first or
// second — read as the server reads them. Prints how many were filed to the right work order,
// how many went to the inbox, and how many to a wrong one (must be 0).
//   node --import tsx bench/fax-filing.ts [--count 100] [--decoder zxing|jsqr]
import { parseArgs } from 'node:util';
import { REFERRAL_CODE_ALPHABET } from '@dme/shared/work-orders/referral-code';
import jsQR from 'jsqr';
import { matchCoverSheet } from '../apps/server/src/features/inbound-faxes/cover-sheet-match';
import { readQrCodes } from '../apps/server/src/features/inbound-faxes/qr-reader';
import { type RasterPage, rasterise } from '../apps/server/src/features/inbound-faxes/rasterise';
import { buildFax, damageOf, seededRandom } from '../apps/server/src/features/inbound-faxes/test-faxes';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '100' }, decoder: { type: 'string', default: 'zxing' } },
});
const count = Number(values.count);

/** jsQR reads one code per call: each found code is blanked out and the page read again. */
function readWithJsQr(page: RasterPage) {
  const data = new Uint8ClampedArray(page.data);
  const texts: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const code = jsQR(data, page.width, page.height, { inversionAttempts: 'dontInvert' });
    if (!code) break;
    texts.push(code.data);
    const corners = [
      code.location.topLeftCorner,
      code.location.topRightCorner,
      code.location.bottomLeftCorner,
      code.location.bottomRightCorner,
    ];
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    for (
      let y = Math.max(0, Math.floor(Math.min(...ys)) - 10);
      y < Math.min(page.height, Math.ceil(Math.max(...ys)) + 10);
      y++
    )
      for (
        let x = Math.max(0, Math.floor(Math.min(...xs)) - 10);
        x < Math.min(page.width, Math.ceil(Math.max(...xs)) + 10);
        x++
      )
        data.fill(255, (y * page.width + x) * 4, (y * page.width + x) * 4 + 3);
  }
  return texts;
}
const read = values.decoder === 'jsqr' ? async (page: RasterPage) => readWithJsQr(page) : readQrCodes;

const random = seededRandom(2026);
const codeOf = () =>
  Array.from(
    { length: 6 },
    () => REFERRAL_CODE_ALPHABET[Math.floor(random() * REFERRAL_CODE_ALPHABET.length)],
  ).join('');

let filed = 0;
let inbox = 0;
let wrong = 0;
const started = performance.now();
for (let index = 0; index < count; index++) {
  const expected = codeOf();
  const damage = damageOf(index, random);
  const pdf = await buildFax(expected, damage, index + 1);
  const codes: string[][] = [];
  for await (const page of rasterise(pdf, 'application/pdf')) codes.push(await read(page));
  const verdict = matchCoverSheet(codes);
  if (verdict.kind !== 'named') {
    inbox++;
    console.log(`fax ${index + 1} to the inbox (${verdict.reason}): ${JSON.stringify(damage)}`);
  } else if (verdict.referralCode === expected) filed++;
  else {
    wrong++;
    console.log(`fax ${index + 1} WRONG: ${verdict.referralCode} instead of ${expected}`);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `fax filing (${values.decoder}): ${filed}/${count} filed correctly (${((filed / count) * 100).toFixed(1)} %), ` +
    `${inbox} to the inbox, ${wrong} to a wrong work order; ${(seconds / count).toFixed(1)} s per fax`,
);
if (filed / count < 0.95 || wrong > 0) process.exitCode = 1;
