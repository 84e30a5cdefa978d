// The inbound-fax filing rate (issue 16 §1): a generated set of faxes — the cover sheet and a
// document page, 200×100 or 200×200 dpi, 1-bit, skewed up to 3°, speckled, the cover sheet first or
// second — read as the server reads them. Prints how many were filed to the right work order,
// how many went to the inbox, and how many to a wrong one (must be 0). The genuine sheets are
// signed as the work order page signs them; the forged ones (issue 45: a known code drawn with
// `qrcode`, unsigned, signed with another key, or carrying another work order's signature) must
// all go to the inbox, marked.
//   node --import tsx bench/fax-filing.ts [--count 100] [--forged 20] [--decoder zxing|jsqr]
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { REFERRAL_CODE_ALPHABET } from '@dme/shared/work-orders/referral-code';
import jsQR from 'jsqr';
import { matchCoverSheet } from '../apps/server/src/features/inbound-faxes/cover-sheet-match';
import {
  checkCoverSheetSeal,
  signedCoverSheetCodes,
} from '../apps/server/src/features/inbound-faxes/cover-sheet-seal';
import { readQrCodes } from '../apps/server/src/features/inbound-faxes/qr-reader';
import { type RasterPage, rasterise } from '../apps/server/src/features/inbound-faxes/rasterise';
import {
  buildFax,
  damageOf,
  type ReferralCodeTexts,
  seededRandom,
  signatureOf,
  unsignedCodes,
  withSignature,
} from '../apps/server/src/features/inbound-faxes/test-faxes';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100' },
    forged: { type: 'string', default: '20' },
    decoder: { type: 'string', default: 'zxing' },
  },
});
const count = Number(values.count);
const forgedCount = Number(values.forged);
/** The install's key, as the server holds it; unsigned sheets are past their cut-over. */
const KEYS = { current: 'the-bench-install-secret-key-0123456789', previous: [], unsignedUntil: null };

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

/** The forgeries of a known work order's code, in turn. */
const FORGERIES: [string, (workOrder: { id: string; referralCode: string }) => ReferralCodeTexts][] = [
  ['unsigned', (workOrder) => unsignedCodes(workOrder.referralCode)],
  ['another key', (workOrder) => signedCoverSheetCodes(workOrder, 'a-forger-guessing-the-key-0123456789abc')],
  [
    "another work order's signature",
    (workOrder) =>
      withSignature(
        workOrder.referralCode,
        signatureOf(signedCoverSheetCodes({ ...workOrder, id: randomUUID() }, KEYS.current)),
      ),
  ],
];

function forgeryOf(index: number) {
  const forgery = FORGERIES[index % FORGERIES.length];
  if (!forgery) throw new Error('no forgeries');
  return forgery;
}

/** What the server does with the fax: the work order it files to (by code and signature), or why it waits. */
async function fileOf(pdf: Buffer, workOrders: Map<string, string>) {
  const codes: string[][] = [];
  for await (const page of rasterise(pdf, 'application/pdf')) codes.push(await read(page));
  const verdict = matchCoverSheet(codes);
  if (verdict.kind !== 'named') return { inbox: verdict.reason } as const;
  const id = workOrders.get(verdict.referralCode);
  if (!id) return { inbox: 'unknown referral code' } as const;
  const seal = checkCoverSheetSeal(
    verdict.signatures,
    { id, referralCode: verdict.referralCode },
    KEYS,
    new Date(),
  );
  return seal.files
    ? ({ filedTo: verdict.referralCode } as const)
    : ({ inbox: `signature ${seal.signature}`, marked: seal.signature } as const);
}

let filed = 0;
let inbox = 0;
let wrong = 0;
const forged = { inbox: 0, marked: 0, filed: 0 };
const workOrders = new Map<string, string>();
const started = performance.now();
for (let index = 0; index < count + forgedCount; index++) {
  const isForged = index >= count;
  const expected = codeOf();
  const workOrder = { id: randomUUID(), referralCode: expected };
  workOrders.set(expected, workOrder.id);
  const damage = damageOf(index, random);
  const [kind, forge] = forgeryOf(index);
  const codes = isForged ? forge(workOrder) : signedCoverSheetCodes(workOrder, KEYS.current);
  const outcome = await fileOf(await buildFax(expected, damage, index + 1, { codes }), workOrders);
  if (isForged) {
    if ('filedTo' in outcome) {
      forged.filed++;
      console.log(`forged fax ${index + 1} (${kind}) FILED to ${outcome.filedTo}`);
    } else {
      forged.inbox++;
      if ('marked' in outcome) forged.marked++;
      else console.log(`forged fax ${index + 1} (${kind}) to the inbox unmarked (${outcome.inbox})`);
    }
  } else if ('inbox' in outcome) {
    inbox++;
    console.log(`fax ${index + 1} to the inbox (${outcome.inbox}): ${JSON.stringify(damage)}`);
  } else if (outcome.filedTo === expected) filed++;
  else {
    wrong++;
    console.log(`fax ${index + 1} WRONG: ${outcome.filedTo} instead of ${expected}`);
  }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `fax filing (${values.decoder}): ${filed}/${count} filed correctly (${((filed / count) * 100).toFixed(1)} %), ` +
    `${inbox} to the inbox, ${wrong} to a wrong work order; ` +
    `forged: ${forged.inbox}/${forgedCount} to the inbox (${forged.marked} marked), ${forged.filed} filed; ` +
    `${(seconds / (count + forgedCount)).toFixed(1)} s per fax`,
);
if (filed / count < 0.95 || wrong > 0 || forged.filed > 0) process.exitCode = 1;
