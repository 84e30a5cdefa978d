import { describe, expect, it } from 'vitest';
import { randomToken, sameSecret, sha256 } from './secure-token';

describe('secret digests', () => {
  it('are the SHA-256 of the text, in hex (FIPS 180-2 test vectors)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // Of the text's UTF-8 bytes, as the digests already stored were made.
    expect(sha256('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });

  it('match only the same secret', () => {
    const token = randomToken();
    expect(sameSecret(sha256(token), sha256(token))).toBe(true);
    expect(sameSecret(sha256(token), sha256(randomToken()))).toBe(false);
  });
});
