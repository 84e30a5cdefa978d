import type { Config } from '../../config';
import { manualEntryCardReader } from './local';
import type { CardReader } from './port';
import type { CardReaderLog } from './textract';

export type { CardReader, CardReading } from './port';
export type { CardReaderLog } from './textract';

/**
 * AWS Textract when CARD_READER=textract (its SDK imported only then); otherwise nothing is read and
 * the patient types the details.
 */
export async function createCardReader(config: Config, log: CardReaderLog): Promise<CardReader> {
  if (config.CARD_READER !== 'textract') return manualEntryCardReader;
  const { createTextractCardReader } = await import('./textract');
  return createTextractCardReader({
    region: config.TEXTRACT_REGION,
    accessKeyId: config.TEXTRACT_ACCESS_KEY_ID,
    secretAccessKey: config.TEXTRACT_SECRET_ACCESS_KEY,
    log,
  });
}
