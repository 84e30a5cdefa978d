import { describe, expect, it } from 'vitest';
import { deadLinkReasonOf } from './links';

describe('deadLinkReasonOf', () => {
  it('reads a known reason', () => {
    expect(deadLinkReasonOf('used')).toBe('used');
    expect(deadLinkReasonOf('expired')).toBe('expired');
    expect(deadLinkReasonOf('unknown')).toBe('unknown');
  });

  it('gives no notice for anything else', () => {
    for (const value of [null, '', 'USED', 'used ', 'toString', '__proto__'])
      expect(deadLinkReasonOf(value)).toBeNull();
  });
});
