import {
  MAX_USAGE_FILE_BYTES,
  USAGE_CONTENT_TYPES,
  USAGE_FILE_ERROR_TYPE,
  USAGE_FILE_MESSAGES,
  USAGE_FILE_TYPES,
} from '@dme/shared/compliance/api';
import { DomainError } from '../../lib/domain-error';
import { EdfError } from './edf';
import { readResmedStr } from './resmed-str';
import { readUsageCsv, UsageCsvError, type UsageNight } from './usage-csv';

/** Whether an uploaded file is machine data the server reads (documents are only kept). */
export const isUsageFile = (contentType: string) => (USAGE_CONTENT_TYPES as string[]).includes(contentType);

/**
 * The nights of an uploaded usage file, or a 422 that says what is wrong with it (a damaged card
 * copy, a file that is not a STR.edf, a CSV line without a date).
 */
export function parseUsageFile(file: {
  filename: string;
  contentType: string;
  content: Buffer;
}): UsageNight[] {
  if (file.content.length > MAX_USAGE_FILE_BYTES)
    throw new DomainError('unprocessable', USAGE_FILE_MESSAGES.tooLarge, { type: 'file_too_large_error' });
  try {
    if (file.contentType === USAGE_FILE_TYPES.edf) return readResmedStr(file.content);
    if (file.contentType === USAGE_FILE_TYPES.csv) return readUsageCsv(file.content.toString('utf8'));
  } catch (error) {
    if (error instanceof EdfError || error instanceof UsageCsvError)
      throw new DomainError(
        'unprocessable',
        `${USAGE_FILE_MESSAGES.unreadable} (${file.filename}): ${error.message}`,
        { type: USAGE_FILE_ERROR_TYPE },
      );
    throw error;
  }
  throw new DomainError('validation', `${USAGE_FILE_MESSAGES.unreadable} (${file.filename}).`);
}
