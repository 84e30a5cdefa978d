import type { Config } from '../../config';
import { manualEntryCardReader } from './local';
import type { CardReader } from './port';
import { type CardReaderLog, createTextractCardReader } from './textract';

export type { CardReader, CardReading } from './port';
export type { CardReaderLog } from './textract';

/** AWS Textract when CARD_READER=textract; otherwise nothing is read and the patient types the details. */
export function createCardReader(config: Config, log: CardReaderLog): CardReader {
  if (config.CARD_READER !== 'textract') return manualEntryCardReader;
  return createTextractCardReader({
    region: config.TEXTRACT_REGION,
    accessKeyId: config.TEXTRACT_ACCESS_KEY_ID,
    secretAccessKey: config.TEXTRACT_SECRET_ACCESS_KEY,
    log,
  });
}
