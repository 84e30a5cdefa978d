import { describe, expect, it } from 'vitest';
import { beforeDeadline, mapWithConcurrency } from './concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapping with a concurrency limit', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapWithConcurrency(
      [1, 2, 3, 4, 5],
      2,
      new AbortController().signal,
      async (item) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tick();
        inFlight -= 1;
        return item * 10;
      },
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });

  it('starts nothing more once the signal aborts', async () => {
    const controller = new AbortController();
    const results = await mapWithConcurrency([1, 2, 3], 1, controller.signal, async (item) => {
      controller.abort();
      return item;
    });
    expect(results).toEqual([1, undefined, undefined]);
  });
});

describe('waiting until a deadline', () => {
  it('answers the work when it is in time', async () => {
    expect(await beforeDeadline(Promise.resolve('done'), new AbortController().signal)).toBe('done');
  });

  it('rejects with the signal’s reason when the work is late, and keeps a late failure handled', async () => {
    const controller = new AbortController();
    let fail: (error: Error) => void = () => {};
    const late = beforeDeadline(new Promise((_, reject) => (fail = reject)), controller.signal);
    controller.abort(new Error('too slow'));
    await expect(late).rejects.toThrow('too slow');
    fail(new Error('payer down'));
    await tick();
  });
});
