import { describe, expect, it } from 'vitest';
import { stateOfZip } from './zip-states';

describe('stateOfZip', () => {
  it.each([
    ['90012', 'CA'],
    ['96161', 'CA'],
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['00601', 'PR'],
    ['20500', 'DC'],
    ['20171', 'VA'],
    ['89501', 'NV'],
    ['73301', 'TX'],
    ['73101', 'OK'],
    ['88510', 'TX'],
    ['05501', 'MA'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['12345-6789', 'NY'],
    [' 94103 ', 'CA'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each([
    ['an unassigned prefix', '00012'],
    ['a military post office', '09001'],
    ['Guam', '96910'],
    ['the Virgin Islands', '00802'],
    ['four digits', '9001'],
    ['letters', 'abcde'],
  ])('%s is in none of our states', (_name, zip) => {
    expect(stateOfZip(zip)).toBeNull();
  });
});
