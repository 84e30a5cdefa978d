import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createCardReader } from './index';
import { manualEntryCardReader } from './local';

const log = { warn: vi.fn() };

describe('createCardReader', () => {
  it('reads nothing unless a vendor is chosen', async () => {
    expect(await createCardReader(loadConfig({ APP_ENV: 'test' }), log)).toBe(manualEntryCardReader);
  });

  it('uses Textract in the configured region when CARD_READER=textract', async () => {
    const config = loadConfig({ APP_ENV: 'test', CARD_READER: 'textract', TEXTRACT_REGION: 'us-west-2' });
    expect((await createCardReader(config, log)).name).toBe('AWS Textract (us-west-2)');
  });

  it('refuses half a set of Textract keys', () => {
    expect(() =>
      loadConfig({ APP_ENV: 'test', CARD_READER: 'textract', TEXTRACT_ACCESS_KEY_ID: 'AKIA' }),
    ).toThrow('set both or neither');
  });
});
