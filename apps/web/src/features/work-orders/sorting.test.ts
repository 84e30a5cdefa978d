import { describe, expect, it } from 'vitest';
import { nextSort, parseDirection, parseSortField } from './sorting';

describe('nextSort', () => {
  it('goes ascending, descending, then unsorted', () => {
    expect(nextSort({}, 'date')).toEqual({ sort: 'date', direction: 'asc' });
    expect(nextSort({ sort: 'date', direction: 'asc' }, 'date')).toEqual({ sort: 'date', direction: 'desc' });
    expect(nextSort({ sort: 'date', direction: 'desc' }, 'date')).toEqual({});
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ sort: 'date', direction: 'desc' }, 'status')).toEqual({
      sort: 'status',
      direction: 'asc',
    });
  });
});

describe('parseDirection', () => {
  it('reads asc, desc or nothing', () => {
    expect(parseDirection('asc')).toBe('asc');
    expect(parseDirection('desc')).toBe('desc');
    expect(parseDirection(null)).toBeUndefined();
  });

  it('throws on anything else', () => {
    expect(() => parseDirection('sideways')).toThrow('Invalid direction');
  });
});

it('ignores unknown sort fields', () => {
  expect(parseSortField('prior_auth_status')).toBe('prior_auth_status');
  expect(parseSortField('password')).toBeUndefined();
});
