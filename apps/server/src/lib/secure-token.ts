import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random, URL-safe secret (256 bits by default). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as this digest; they are long and random, so a fast hash is enough. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
