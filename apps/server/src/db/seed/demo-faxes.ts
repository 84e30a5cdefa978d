import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createBlobStorage } from '../../adapters/storage/index';
import { type Config, serverRoot } from '../../config';
import { localCaller } from '../../features/audit/audit-caller';
import { findFaxByExternalId } from '../../features/inbound-faxes/inbound-faxes.repo';
import { receiveFax } from '../../features/inbound-faxes/inbound-faxes.service';
import type { Database } from '../client';

/**
 * Two faxes waiting in the console's inbox (README "Demo data"), received through the real
 * pipeline from the PDFs beside this file (made by scripts/make-demo-faxes.ts): the BRS-PMP cover
 * sheet with one code smudged — unmatched, its referral code suggested, one click to assign — and
 * a document sent without its cover sheet. Idempotent by their drop-folder ids; never in production.
 */
export const DEMO_FAXES = [
  { externalId: 'demo:smudged-cover-sheet', file: 'smudged-cover-sheet.pdf', sender: '(213) 555-0143' },
  { externalId: 'demo:no-cover-sheet', file: 'no-cover-sheet.pdf', sender: '(310) 555-0177' },
] as const;

export async function seedDemoFaxes(db: Database, config: Config) {
  if (config.APP_ENV === 'production') throw new Error('demo faxes are never seeded in production');
  const { storage } = createBlobStorage(config);
  for (const demo of DEMO_FAXES) {
    if (await findFaxByExternalId(db, 'drop_folder', demo.externalId)) continue;
    await receiveFax(
      { db, storage, config },
      {
        source: 'drop_folder',
        externalId: demo.externalId,
        sender: demo.sender,
        filename: demo.file,
        contentType: 'application/pdf',
        content: await readFile(resolve(serverRoot, 'src/db/seed/demo-faxes', demo.file)),
      },
      localCaller(null),
    );
  }
}
