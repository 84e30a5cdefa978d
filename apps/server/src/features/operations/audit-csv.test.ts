import { describe, expect, it } from 'vitest';
import { csvLine } from './audit-csv';

describe('csvLine', () => {
  it.each([
    [['a', 'b'], 'a,b\r\n'],
    [[null, undefined, ''], ',,\r\n'],
    [['x,y'], '"x,y"\r\n'],
    [['say "hi"'], '"say ""hi"""\r\n'],
    [['two\nlines'], '"two\nlines"\r\n'],
    [['=HYPERLINK("http://evil")'], `"'=HYPERLINK(""http://evil"")"\r\n`],
    [['+1 213'], "'+1 213\r\n"],
    [['-5'], "'-5\r\n"],
    [['@SUM(A1)'], "'@SUM(A1)\r\n"],
    [['203.0.113.9'], '203.0.113.9\r\n'],
  ])('%j', (cells, expected) => {
    expect(csvLine(cells)).toBe(expected);
  });
});
