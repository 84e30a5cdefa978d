import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { randomToken } from './secure-token';

export const TWENTY_YEARS_S = 20 * 365 * 24 * 60 * 60;

export const SESSION_COOKIE = 'session_id';
export const TRUSTED_DEVICE_COOKIE = 'trusted_device';

/** httpOnly, SameSite=Lax, Secure outside development and test. */
export const cookieOptions = (config: Config, maxAgeSeconds: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.APP_ENV === 'production',
  maxAge: maxAgeSeconds,
});

/** A brand-new anonymous patient session id (sign-out answers one, DESIGN §4). */
export function setFreshSessionCookie(reply: FastifyReply, config: Config) {
  const token = randomToken(24);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, TWENTY_YEARS_S));
  return token;
}
