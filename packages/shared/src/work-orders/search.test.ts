import { describe, expect, it } from 'vitest';
import { matchesWorkOrderSearch, parseWorkOrderSearch } from './search';

const ana = {
  patientName: 'Ana María Lopez',
  patientPrimaryContact: 'ana.lopez@example.com',
  patientDob: '1990-03-07',
};

describe('work order search', () => {
  it('collapses whitespace and pulls out an M/D/YYYY date', () => {
    expect(parseWorkOrderSearch('  ana   3/7/1990  lop ')).toEqual({
      words: ['ana', 'lop'],
      dateOfBirth: '1990-03-07',
    });
    expect(parseWorkOrderSearch('')).toEqual({ words: [], dateOfBirth: null });
  });

  it.each([
    ['', true],
    ['ana', true],
    ['ANA lop', true],
    ['lopez ana', true],
    ['mar', true],
    ['ana.lopez@', true],
    ['na', false],
    ['ana smith', false],
    ['3/7/1990', true],
    ['03/07/1990 ana', true],
    ['3/8/1990', false],
    ['ana 3/8/1990', false],
    ['2/31/1990', false],
  ])('"%s" matches: %s', (text, expected) => {
    expect(matchesWorkOrderSearch(parseWorkOrderSearch(text), ana)).toBe(expected);
  });

  it('matches the primary contact when there is no name', () => {
    const contactOnly = { patientName: null, patientPrimaryContact: '(555) 123-4567', patientDob: null };
    expect(matchesWorkOrderSearch(parseWorkOrderSearch('(555'), contactOnly)).toBe(true);
    expect(matchesWorkOrderSearch(parseWorkOrderSearch('3/7/1990'), contactOnly)).toBe(false);
  });
});
