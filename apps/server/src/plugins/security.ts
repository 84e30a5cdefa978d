import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

interface SecurityOptions {
  redisUrl?: string | undefined;
  /** Requests per minute per client address for routes that set no limit of their own. */
  defaultLimitPerMinute: number;
}

/** Security headers and rate limiting; counters live in Redis when REDIS_URL is set (DESIGN §8). */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // heic2any (HEIC → JPEG in the browser, spec §5) runs asm.js built with new Function in a
        // blob: worker; scripts still load only from this origin (decision in docs/decisions.md).
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
  });

  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: options.defaultLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'dme-rate-limit:' } : {}),
    // Static files of the web app are not requests to throttle: one page load fetches dozens.
    allowList: (request) => !/^\/(api|auth|payments|dev)\//.test(request.url),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
});
