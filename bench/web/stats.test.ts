import { describe, expect, it } from 'vitest';
import { failureReason, median, medianOfEach, reportSlug } from './stats.ts';

describe('the median of repeated runs', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves unknown (NaN) values out, and is unknown when none is known', () => {
    expect(median([Number.NaN, 5, 1])).toBe(3);
    expect(median([Number.NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });

  it("takes each figure's median on its own, and none of no runs", () => {
    expect(
      medianOfEach([
        { lcp: 1, tbt: 30 },
        { lcp: 3, tbt: 10 },
        { lcp: 2, tbt: 20 },
      ]),
    ).toEqual({ lcp: 2, tbt: 20 });
    expect(medianOfEach([])).toBeNull();
  });
});

describe("a page's report name", () => {
  it('keeps letters and digits, dashes between, and names the root page home', () => {
    expect(reportSlug('/shop?code=BRS-PMP')).toBe('shop-code-brs-pmp');
    expect(reportSlug('/, provider: Work Orders')).toBe('provider-work-orders');
    expect(reportSlug('/')).toBe('home');
  });
});

describe("a failure's reason", () => {
  it("is the error's first line, with what Playwright was waiting for", () => {
    const timeout = new Error(
      "locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n\u001b[2m  - waiting for getByRole('heading', { name: 'Cart' }) to be visible\u001b[22m\n",
    );
    expect(failureReason(timeout)).toBe(
      "locator.waitFor: Timeout 30000ms exceeded. (waiting for getByRole('heading', { name: 'Cart' }) to be visible)",
    );
    expect(failureReason(new Error('the eligibility check answered 502\nat …'))).toBe(
      'the eligibility check answered 502',
    );
    expect(failureReason('refused')).toBe('refused');
  });
});
