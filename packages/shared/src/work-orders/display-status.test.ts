import { describe, expect, it } from 'vitest';
import { deriveDisplayStatus, displayStatusColor, priorAuthColor } from './display-status';

describe('deriveDisplayStatus', () => {
  it.each([
    [{ hasOrder: false, shippedCount: 0, deliveredCount: 0, unshippedCount: 0 }, 'Awaiting Patient'],
    [{ hasOrder: true, shippedCount: 0, deliveredCount: 0, unshippedCount: 2 }, 'Supplier Processing'],
    [{ hasOrder: true, shippedCount: 1, deliveredCount: 0, unshippedCount: 1 }, 'Out For Delivery'],
    [{ hasOrder: true, shippedCount: 2, deliveredCount: 1, unshippedCount: 0 }, 'Out For Delivery'],
    [{ hasOrder: true, shippedCount: 1, deliveredCount: 1, unshippedCount: 1 }, 'Out For Delivery'],
    [{ hasOrder: true, shippedCount: 2, deliveredCount: 2, unshippedCount: 0 }, 'Delivered'],
  ])('%o → %s', (facts, status) => expect(deriveDisplayStatus(facts)).toBe(status));

  it('colours tags as the spec does', () => {
    expect(
      ['Awaiting Patient', 'Supplier Processing', 'Out For Delivery', 'Delivered'].map(displayStatusColor),
    ).toEqual(['gray', 'yellow', 'yellow', 'green']);
    expect(['Submitted', 'Approved', 'Rejected', 'Cancelled', 'Pending'].map(priorAuthColor)).toEqual([
      'green',
      'green',
      'red',
      'red',
      'gray',
    ]);
  });
});
