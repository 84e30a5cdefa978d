// Makes the two demo faxes of the console's inbox (db/seed/demo-faxes.ts), committed as PDFs:
//   node --import tsx apps/server/scripts/make-demo-faxes.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildFax } from '../src/features/inbound-faxes/test-faxes';

const out = resolve(import.meta.dirname, '../src/db/seed/demo-faxes');
const damage = { verticalDpi: 100, rotationDegrees: 1.2, noise: 0.004, coverSheetSecond: false } as const;
// The BRS-PMP cover sheet with its formatted code smudged: not filed by itself, one click to assign.
writeFileSync(
  resolve(out, 'smudged-cover-sheet.pdf'),
  await buildFax('BRSPMP', damage, 21, { smudged: [3] }),
);
// A document faxed without its cover sheet: nothing names a work order.
writeFileSync(
  resolve(out, 'no-cover-sheet.pdf'),
  await buildFax('BRSPMP', damage, 22, { withoutCoverSheet: true }),
);
