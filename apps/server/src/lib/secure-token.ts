import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (256 bits by default). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * Secrets are stored only as this digest; they are long and random, so a fast hash is enough. The
 * one-shot `hash` makes no Hash object: it runs on every request that carries a session (issue 18).
 */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** Compares two secrets' digests without leaking, through timing, how much of them matched. */
export function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
