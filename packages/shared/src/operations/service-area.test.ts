import { describe, expect, it } from 'vitest';
import { parseZipPrefixes, servesDestination } from './service-area';

describe('servesDestination', () => {
  const area = { states: ['NV'], zipPrefixes: ['941', '90210'] };
  it.each([
    ['a whole state', 'NV', '89501', true],
    ['a ZIP prefix', 'CA', '94103', true],
    ['a full ZIP', 'CA', '90210', true],
    ['ZIP+4 of a full ZIP', 'CA', '90210-1234', true],
    ['a neighbouring ZIP', 'CA', '90211', false],
    ['another state', 'CA', '90071', false],
    ['a lower-case state', 'nv', '89501', true],
  ])('%s', (_name, state, postalCode, expected) => {
    expect(servesDestination(area, { state, postalCode })).toBe(expected);
  });

  it('serves nothing with an empty area', () => {
    expect(servesDestination({ states: [], zipPrefixes: [] }, { state: 'CA', postalCode: '90071' })).toBe(
      false,
    );
  });
});

describe('parseZipPrefixes', () => {
  it.each([
    ['900, 90210 94103', ['900', '90210', '94103']],
    ['941;941\n900', ['900', '941']],
    ['  ', []],
  ])('%j', (text, expected) => {
    expect(parseZipPrefixes(text)).toEqual(expected);
  });
});
