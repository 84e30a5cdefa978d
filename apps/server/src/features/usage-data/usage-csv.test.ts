import { describe, expect, it } from 'vitest';
import { parseUsageFile } from './parse-usage-file';
import { readUsageCsv } from './usage-csv';

describe('readUsageCsv', () => {
  it('reads date and hours without a header, in decimal hours or h:mm', () => {
    expect(readUsageCsv('2026-03-01,6.5\n3/2/2026,4:05\n2026-03-03,0\n')).toEqual([
      { date: '2026-03-01', minutes: 390, ahi: null, leak95: null },
      { date: '2026-03-02', minutes: 245, ahi: null, leak95: null },
      { date: '2026-03-03', minutes: 0, ahi: null, leak95: null },
    ]);
  });

  it('finds named columns in a header row, AHI and leak included', () => {
    const csv = '\uFEFFNight;AHI;Hours used;Leak 95 (L/min)\r\n"2026-03-02";1.2;7;18\r\n2026-03-01;3;0;5\r\n';
    expect(readUsageCsv(csv)).toEqual([
      { date: '2026-03-01', minutes: 0, ahi: null, leak95: null },
      { date: '2026-03-02', minutes: 420, ahi: 1.2, leak95: 18 },
    ]);
  });

  it.each([
    ['', 'empty'],
    ['when,what\n2026-03-01,5', 'needs a date column'],
    ['2026-03-01,5\n2026-02-30,5', 'Line 2 of the usage CSV has no valid date'],
    ['date,hours\n2026-03-01,25', 'Line 2 of the usage CSV has no valid hours used'],
    ['date,hours,ahi\n2026-03-01,5,-2', 'invalid AHI or leak'],
    ['2026-03-01,5\n2026-03-01,6', 'lists 2026-03-01 twice'],
  ])('refuses %j with a message', (csv, message) => expect(() => readUsageCsv(csv)).toThrow(message));
});

describe('parseUsageFile', () => {
  it('answers 422 with the file name and what is wrong', () => {
    const attempt = () =>
      parseUsageFile({ filename: 'STR.edf', contentType: 'application/x-edf', content: Buffer.from('nope') });
    expect(attempt).toThrow(
      expect.objectContaining({ code: 'unprocessable', message: expect.stringContaining('STR.edf') }),
    );
  });

  it('refuses a usage file over the size cap', () => {
    const attempt = () =>
      parseUsageFile({ filename: 'a.csv', contentType: 'text/csv', content: Buffer.alloc(6 * 1024 * 1024) });
    expect(attempt).toThrow(expect.objectContaining({ details: { type: 'file_too_large_error' } }));
  });
});
