import { describe, expect, it } from 'vitest';
import { signedSavings } from './format';

describe('signedSavings', () => {
  it.each([
    ['$12.00', '-$12.00'],
    ['-$12.00', '-$12.00'],
    ['$1,099.00', '-$1,099.00'],
    // A deductible not met saves nothing: no minus sign on nothing (issue 13 item 4).
    ['$0.00', '$0.00'],
    ['-$0.00', '$0.00'],
  ])('%s → %s', (formatted, shown) => expect(signedSavings(formatted)).toBe(shown));
});
