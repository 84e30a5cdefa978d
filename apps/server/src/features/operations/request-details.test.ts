import { describe, expect, it } from 'vitest';
import { labelledDetails } from './request-details';

describe('labelledDetails', () => {
  it.each([
    [null, []],
    [{ description: 'Pump is loud' }, [{ label: 'Description', value: 'Pump is loud' }]],
    [
      { memberId: 'W123', bestTimeToCall: 'Morning', empty: '', legacyField: 'x' },
      [
        { label: 'Best time to call', value: 'Morning' },
        { label: 'Member ID', value: 'W123' },
        { label: 'legacyField', value: 'x' },
      ],
    ],
  ])('%j', (fields, expected) => {
    expect(labelledDetails(fields)).toEqual(expected);
  });
});
