import { Redis } from 'ioredis';

/**
 * The shared Redis that lets several server processes count as one (rate limits). A request
 * must not wait on a Redis that is down: one retry, no offline queue, so the limiter fails fast.
 */
export function connectRedis(url: string) {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
}
