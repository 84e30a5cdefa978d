import { describe, expect, it } from 'vitest';
import { replacesState } from './payment-life';

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 2, 12, 0, seconds));

describe('which of a payment’s events, arriving in any order, holds its state', () => {
  it.each([
    ['nothing applied yet', { asOf: null, value: 0 }, { occurredAt: at(5), value: 500 }, true],
    ['a newer event', { asOf: at(5), value: 500 }, { occurredAt: at(9), value: 1500 }, true],
    ['an older event arriving late', { asOf: at(9), value: 1500 }, { occurredAt: at(5), value: 500 }, false],
    ['the same event again', { asOf: at(9), value: 1500 }, { occurredAt: at(9), value: 1500 }, true],
    ['a tie: the larger refund', { asOf: at(9), value: 500 }, { occurredAt: at(9), value: 1500 }, true],
    ['a tie: not the smaller refund', { asOf: at(9), value: 1500 }, { occurredAt: at(9), value: 500 }, false],
    ['a tie without amounts (a dispute): the later arrival', { asOf: at(9) }, { occurredAt: at(9) }, true],
    ['an older dispute update', { asOf: at(9) }, { occurredAt: at(8) }, false],
  ])('%s', (_name, stored, incoming, expected) => {
    expect(replacesState(stored, incoming)).toBe(expected);
  });

  it('whatever the order of arrival, the newest state is the one kept', () => {
    const events = [
      { occurredAt: at(1), value: 100 },
      { occurredAt: at(3), value: 300 },
      { occurredAt: at(2), value: 200 },
    ];
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
      [2, 0, 1],
    ];
    for (const order of orders) {
      let stored: { asOf: Date | null; value: number } = { asOf: null, value: 0 };
      for (const index of [...order, ...order]) {
        const event = events[index];
        if (event && replacesState(stored, event)) stored = { asOf: event.occurredAt, value: event.value };
      }
      expect(stored.value).toBe(300);
    }
  });
});
