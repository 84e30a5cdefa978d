import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { connectRedis } from '../adapters/redis/client';
import { hasApiPrefix } from '../lib/api-paths';

interface SecurityOptions {
  redisUrl?: string | undefined;
  /** Requests per minute per client address for routes that set no limit of their own. */
  defaultLimitPerMinute: number;
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // heic2any (HEIC → JPEG in the browser, spec §5) runs asm.js built with new Function in a
      // blob: worker; scripts still load only from this origin (docs/decisions/0031-csp-allows-heic-conversion.md).
      scriptSrc: ["'self'", "'unsafe-eval'"],
      workerSrc: ["'self'", 'blob:'],
      // Mantine injects its CSS variables in a style element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers depend only on its options, so they are computed once: @fastify/helmet rebuilt
 * the middleware (and re-parsed the CSP) on every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * A JSON reply is never a document that loads anything: it gets the short, stricter set OWASP's
 * REST security guide names (no sources at all, not framed, not sniffed, same-origin reads only)
 * instead of the pages' policy, which also made every API reply ~500 bytes longer (issue 18).
 */
const JSON_REPLY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/** Security headers and rate limiting; counters live in Redis when REDIS_URL is set (DESIGN §8). */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const pageHeaders = securityHeaders(HELMET_OPTIONS);
  // Chosen once the reply's type is known, so that every reply, an error's too, carries one set.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(isJson(reply.getHeader('content-type')) ? JSON_REPLY_HEADERS : pageHeaders);
    done(null, payload);
  });

  const redis = options.redisUrl ? connectRedis(options.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Static files of the web app are not requests to throttle: one page load fetches dozens. Their
  // routes are marked before the limiter's own onRoute hook reads the mark, so no request pays for
  // a check (an allow-list function was awaited on every API request; issue 18).
  app.addHook('onRoute', (route) => {
    if (!hasApiPrefix(route.url)) route.config = { ...route.config, rateLimit: false };
  });
  await app.register(rateLimit, {
    max: options.defaultLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'dme-rate-limit:' } : {}),
    // A refusal says when to try again (Retry-After and the limit's headers); an allowed request
    // carries no count: the app reads none, and three more headers on every reply cost each request.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    // Thrown to the errors plugin, which answers `{ error: message }` as for every 4xx.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: 429,
      }),
  });
});
