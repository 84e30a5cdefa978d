import { describe, expect, it } from 'vitest';
import { isValidNpi } from './npi';

describe('isValidNpi', () => {
  // 1234567893 is CMS's worked example; the others are published test-style NPIs with valid check digits.
  it.each(['1234567893', '1245319599', '1003000126'])('accepts %s', (npi) =>
    expect(isValidNpi(npi)).toBe(true),
  );
  it.each(['1234567890', '123456789', '12345678931', 'abcdefghij', '', '1234 67893'])('refuses %s', (npi) =>
    expect(isValidNpi(npi)).toBe(false),
  );
});
