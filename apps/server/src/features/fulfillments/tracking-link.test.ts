import { describe, expect, it } from 'vitest';
import { LINK_DAYS } from '../notifications/signed-link';
import { readTrackingAccess, signTrackingAccess, trackingLinkOf } from './tracking-link';

const KEY = 'k'.repeat(40);
const now = new Date('2026-05-01T12:00:00Z');
const ID = '9f1c2e4a-1111-4222-8333-444455556666';
const OTHER = '00000000-0000-4000-8000-000000000000';
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("a supplier's tracking link token", () => {
  const first = signTrackingAccess(ID, 0, KEY, now);
  const days = LINK_DAYS['supplier-tracking'];

  it.each([
    ['its fulfillment at its generation', first, { id: ID, trackingLinkGeneration: 0 }, KEY, now, 'records'],
    ['on its last day', first, { id: ID, trackingLinkGeneration: 0 }, KEY, later(days - 0.01), 'records'],
    [
      'after it recorded (the generation moved on)',
      first,
      { id: ID, trackingLinkGeneration: 1 },
      KEY,
      now,
      'used',
    ],
    ['after it expired', first, { id: ID, trackingLinkGeneration: 0 }, KEY, later(days), 'invalid'],
    ['used and expired', first, { id: ID, trackingLinkGeneration: 1 }, KEY, later(days), 'invalid'],
    ['another fulfillment', first, { id: OTHER, trackingLinkGeneration: 0 }, KEY, now, 'invalid'],
    ['another key', first, { id: ID, trackingLinkGeneration: 0 }, 'x'.repeat(40), now, 'invalid'],
    [
      'a generation it was not signed for',
      first.replace(/^0\./, '1.'),
      { id: ID, trackingLinkGeneration: 1 },
      KEY,
      now,
      'invalid',
    ],
    [
      'a generation ahead of the fulfillment',
      signTrackingAccess(ID, 3, KEY, now),
      { id: ID, trackingLinkGeneration: 2 },
      KEY,
      now,
      'invalid',
    ],
    [
      'the next link, after the first recorded',
      signTrackingAccess(ID, 1, KEY, now),
      { id: ID, trackingLinkGeneration: 1 },
      KEY,
      now,
      'records',
    ],
  ] as const)('%s', (_name, access, fulfillment, key, at, allows) => {
    expect(readTrackingAccess(access, fulfillment, key, at)).toBe(allows);
  });

  it.each([
    [''],
    ['nonsense'],
    [`${first}x`],
    [first.replace(/^0\.\d+/, '0.99999999999')],
    ['0.'],
    ['x.1.a'],
  ])('refuses a malformed or altered value %#', (value) => {
    expect(readTrackingAccess(value, { id: ID, trackingLinkGeneration: 0 }, KEY, now)).toBe('invalid');
  });

  it('goes in the link beside the number, and is left out when there is none', () => {
    expect(trackingLinkOf('https://carelane.example', 'K7QX2M9TPRZ4W', first)).toBe(
      `https://carelane.example/tracking?fulfillment=K7QX2M9TPRZ4W&access=${encodeURIComponent(first)}`,
    );
    expect(trackingLinkOf('https://carelane.example', 'K7QX2M9TPRZ4W')).toBe(
      'https://carelane.example/tracking?fulfillment=K7QX2M9TPRZ4W',
    );
  });
});
