import { describe, expect, it } from 'vitest';
import { open, seal } from './sealed-box';

const KEY = 'a-secret-key-of-at-least-thirty-two-characters';

describe('sealed box', () => {
  it('opens what it sealed, under the same key and purpose only', () => {
    const sealed = seal(KEY, 'ehr-access-token', 'token-123');
    expect(sealed).not.toContain('token-123');
    expect(open(KEY, 'ehr-access-token', sealed)).toBe('token-123');
    expect(open(KEY, 'another-purpose', sealed)).toBeNull();
    expect(open(`${KEY}-rotated`, 'ehr-access-token', sealed)).toBeNull();
  });

  it('refuses an altered or malformed value', () => {
    const [iv, tag, body] = seal(KEY, 'p', 'value').split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(open(KEY, 'p', `${iv}.${tag}.${flipped}`)).toBeNull();
    expect(open(KEY, 'p', 'not-sealed')).toBeNull();
  });

  it('seals the same value differently each time', () => {
    expect(seal(KEY, 'p', 'value')).not.toBe(seal(KEY, 'p', 'value'));
  });
});
