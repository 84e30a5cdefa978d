import { describe, expect, it } from 'vitest';
import { isValidOrderAccess, orderLinkOf, signOrderAccess } from './order-link';

const key = 'k'.repeat(40);
const orderId = '7f8b6c1e-0000-4000-8000-000000000001';
const now = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

describe('signed order links', () => {
  const access = signOrderAccess(orderId, key, now);
  it.each([
    ['the signed value, now', access, orderId, key, now, true],
    ['29 days later', access, orderId, key, new Date(now.getTime() + 29 * DAY), true],
    ['after 30 days', access, orderId, key, new Date(now.getTime() + 30 * DAY), false],
    ['another order', access, '7f8b6c1e-0000-4000-8000-000000000002', key, now, false],
    ['another key', access, orderId, 'x'.repeat(40), now, false],
    [
      'a later expiry with the old signature',
      access.replace(/^\d+/, (s) => String(Number(s) + DAY)),
      orderId,
      key,
      now,
      false,
    ],
    [
      'an altered signature',
      `${access.slice(0, -1)}${access.endsWith('A') ? 'B' : 'A'}`,
      orderId,
      key,
      now,
      false,
    ],
    ['garbage', 'not-a-signature', orderId, key, now, false],
    ['empty', '', orderId, key, now, false],
  ])('%s → %s', (_label, value, id, secret, at, expected) => {
    expect(isValidOrderAccess(value, id, secret, at)).toBe(expected);
  });

  it('puts the signature in the e-mail link, only when a key is given', () => {
    const order = { id: orderId, confirmationNumber: 'ABCDEFGHJKMNP' };
    const link = new URL(orderLinkOf(order, 'http://localhost:3000', key, now));
    expect(link.pathname).toBe('/orders/ABCDEFGHJKMNP');
    expect(isValidOrderAccess(link.searchParams.get('access') ?? '', orderId, key, now)).toBe(true);
    expect(orderLinkOf(order, 'http://localhost:3000', undefined, now)).toBe(
      'http://localhost:3000/orders/ABCDEFGHJKMNP',
    );
  });
});
