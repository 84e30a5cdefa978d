import { loadConfig } from '../../apps/server/src/config';
import {
  type CoverSheetVerdict,
  matchCoverSheet,
} from '../../apps/server/src/features/inbound-faxes/cover-sheet-match';
import {
  checkCoverSheetSeal,
  coverSheetKeysOf,
} from '../../apps/server/src/features/inbound-faxes/cover-sheet-seal';
import { readQrCodes } from '../../apps/server/src/features/inbound-faxes/qr-reader';
import { encodePng, rasterise } from '../../apps/server/src/features/inbound-faxes/rasterise';
import {
  buildFaxFromCoverSheet,
  damageOf,
  seededRandom,
} from '../../apps/server/src/features/inbound-faxes/test-faxes';
import { createWorkOrder } from '../provider/dashboard-helpers';
import { expect, test } from '../support/fixtures';

const FAXES = 12;

/**
 * Issue 16: the filing is proven on the product's own cover sheet, not a drawing of it. The provider
 * prints a work order's cover sheet (the browser's PDF of the print view); each fax is that page
 * degraded as a fax machine degrades it (200×100 or 200×200 dpi, 1 bit, skewed up to 3°, speckled,
 * sometimes behind a document page) and read by the server's own reader and matcher. Its codes carry
 * the signature the journey's server (its default SECRET_KEY) made for this work order (issue 45):
 * every fax that names it also verifies, so it would file itself.
 */
test("a work order's printed cover sheet, faxed back degraded, names that work order", async ({
  page,
  loginAs,
}) => {
  test.setTimeout(240_000);
  await loginAs('provider');
  const { uuid, referralCode } = await createWorkOrder(page, 'Faxback Patient', 'faxback@example.com');
  await page.goto(`/work_orders/${uuid}`);
  await page.getByRole('button', { name: 'Print cover sheet' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Fax cover sheet' })).toBeVisible();
  const printed = await page.pdf({ format: 'Letter', printBackground: true });

  const pages = rasterise(Buffer.from(printed), 'application/pdf');
  const first = await pages.next();
  if (first.done) throw new Error('the printed cover sheet has no page');
  const coverSheet = await encodePng(first.value);
  await pages.return(undefined);

  // The settings the journey's server starts with (start-server.mjs: this environment, APP_ENV=test).
  const keys = coverSheetKeysOf(loadConfig({ ...process.env, APP_ENV: 'test' }));
  const random = seededRandom(16);
  const verdicts: CoverSheetVerdict[] = [];
  for (let index = 0; index < FAXES; index += 1) {
    const fax = await buildFaxFromCoverSheet(coverSheet, damageOf(index, random), index + 1);
    const codes: string[][] = [];
    for await (const faxPage of rasterise(fax, 'application/pdf')) codes.push(await readQrCodes(faxPage));
    verdicts.push(matchCoverSheet(codes));
  }
  // Never another work order; at least 95 % filed to this one.
  expect(
    verdicts.filter(
      (verdict) => verdict.kind === 'named' && verdict.referralCode !== referralCode.replace('-', ''),
    ),
  ).toEqual([]);
  const verifies = (verdict: CoverSheetVerdict) =>
    verdict.kind === 'named' &&
    checkCoverSheetSeal(verdict.signatures, { id: uuid, referralCode }, keys, new Date()).files;
  // A sheet read whole is never refused for its signature: the printed signature reads as printed.
  expect(verdicts.filter((verdict) => verdict.kind === 'named' && !verifies(verdict))).toEqual([]);
  const filed = verdicts.filter(
    (verdict) => verdict.kind === 'named' && verdict.referralCode === referralCode && verifies(verdict),
  );
  expect(filed.length / FAXES).toBeGreaterThanOrEqual(0.95);
});
