import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, nextRetryAt } from './retry';

const now = new Date('2026-01-01T00:00:00Z');
const secondsLater = (date: Date | null) => (date ? (date.getTime() - now.getTime()) / 1000 : null);

describe('nextRetryAt', () => {
  it.each([
    [0, 30],
    [1, 60],
    [2, 120],
    [6, 1920],
  ])('after %i earlier attempts waits %i s', (attempts, seconds) => {
    expect(secondsLater(nextRetryAt(attempts, now))).toBe(seconds);
  });

  it('gives up once the attempts are used up', () => {
    expect(nextRetryAt(MAX_DELIVERY_ATTEMPTS - 1, now)).toBeNull();
  });
});
