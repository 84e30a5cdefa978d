import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the product must keep to use later (an EHR's access token) are stored sealed with
 * AES-256-GCM under a key derived from SECRET_KEY for that one purpose: a database dump alone
 * opens nothing, and a tampered value fails to open instead of being used.
 */
const keyFor = (secretKey: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secretKey, 'carelane-sealed-box', purpose, 32));

export function seal(secretKey: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secretKey, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was sealed under another key or purpose, or altered. */
export function open(secretKey: string, purpose: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secretKey, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
