import { describe, expect, it } from 'vitest';
import { lastUsedLabel } from './last-used';

describe('lastUsedLabel', () => {
  const now = new Date('2026-12-03T15:00:00');
  it.each([
    ['2026-12-03T14:59:00', true, 'Active now'],
    ['2026-12-03T14:10:00', false, 'Last used within the last hour'],
    ['2026-12-03T13:59:00', false, 'Last used 1 hour ago'],
    ['2026-12-02T16:00:00', false, 'Last used 23 hours ago'],
    ['2026-11-30T09:00:00', false, 'Last used 11/30/2026'],
  ])('%s (current: %s) reads "%s"', (lastUsedAt, isCurrent, label) => {
    expect(lastUsedLabel(lastUsedAt, isCurrent, now)).toBe(label);
  });
});
