import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (256 bits by default). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as this digest; they are long and random, so a fast hash is enough. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** Compares two secrets' digests without leaking, through timing, how much of them matched. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
