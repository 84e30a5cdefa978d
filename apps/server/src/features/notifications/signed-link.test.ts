import { describe, expect, it } from 'vitest';
import { isValidLink, LINK_DAYS, signLink } from './signed-link';

const KEY = 'k'.repeat(40);
const now = new Date('2026-05-01T12:00:00Z');
const ID = '9f1c2e4a-1111-4222-8333-444455556666';

describe('signed e-mail links', () => {
  const access = signLink('resupply-reorder', ID, KEY, now);
  const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it.each([
    ['the same record and purpose, the same day', 'resupply-reorder', ID, KEY, now, true],
    ['the last day', 'resupply-reorder', ID, KEY, later(LINK_DAYS['resupply-reorder'] - 0.01), true],
    ['after it expired', 'resupply-reorder', ID, KEY, later(LINK_DAYS['resupply-reorder']), false],
    ['another record', 'resupply-reorder', '00000000-0000-4000-8000-000000000000', KEY, now, false],
    ['another purpose', 'unsubscribe', ID, KEY, now, false],
    ['another key', 'resupply-reorder', ID, 'x'.repeat(40), now, false],
  ] as const)('%s', (_name, purpose, id, key, at, valid) => {
    expect(isValidLink(purpose, access, id, key, at)).toBe(valid);
  });

  it.each([[''], ['nonsense'], [`${access}x`], [access.replace(/^\d+/, '99999999999')]])(
    'refuses a malformed or altered value %#',
    (value) => {
      expect(isValidLink('resupply-reorder', value, ID, KEY, now)).toBe(false);
    },
  );

  it('keeps an unsubscribe link working for a year', () => {
    const unsubscribe = signLink('unsubscribe', ID, KEY, now);
    expect(isValidLink('unsubscribe', unsubscribe, ID, KEY, later(364))).toBe(true);
  });
});
