import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string';

describe('parseQueryString', () => {
  it.each([
    ['', {}],
    ['a=1', { a: '1' }],
    ['brands[]=x', { brands: ['x'] }],
    ['brands[]=x&brands[]=y%20z', { brands: ['x', 'y z'] }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['q=a%26b&x=', { q: 'a&b', x: '' }],
    ['__proto__=x', { ['__proto__']: 'x' }],
  ])('%s', (text, expected) => {
    expect({ ...parseQueryString(text) }).toEqual({ ...expected });
  });
});
