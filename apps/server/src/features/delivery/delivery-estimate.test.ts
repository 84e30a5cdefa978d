import { describe, expect, it } from 'vitest';
import type { DeliverableSupplier } from '../orders/routing';
import { estimateDelivery } from './delivery-estimate';

const supplier = (
  id: string,
  states: string[],
  variants: string[],
  sameDayCutoff: string | null,
  { carriers = ['aetna'], zipPrefixes = [] as string[], timeZone = 'America/Los_Angeles' } = {},
): DeliverableSupplier => ({
  id,
  name: id,
  area: { states, zipPrefixes },
  variantIds: new Set(variants),
  carrierIds: new Set(carriers),
  terms: { sameDayCutoff, timeZone },
});
const line = (variantId: string) => ({ key: variantId, variantId, title: `Item ${variantId}` });

// Thursday 3 December 2026, 10:00 in Los Angeles.
const now = new Date('2026-12-03T18:00:00Z');
const golden = supplier('golden', ['CA'], ['pump', 'bags'], '14:00');
const oxygen = supplier('oxygen', ['CA'], ['concentrator'], null);
const early = supplier('early', [], ['pump'], '09:00', { zipPrefixes: ['941'] });
const estimate = (
  zip: string | null,
  lines: string[],
  suppliers = [golden, oxygen],
  carrierId: string | null = null,
) => estimateDelivery({ zip, lines: lines.map(line), suppliers, carrierId, now });

describe('estimateDelivery', () => {
  it('asks for a ZIP code when none is known', () => {
    expect(estimate(null, ['pump'])).toEqual({ status: 'zip_needed' });
  });

  it('promises today when the supplier routed the cart is before its cut-off', () => {
    expect(estimate('90012', ['pump', 'bags'])).toEqual({
      status: 'served',
      zip: '90012',
      deliveryDate: '2026-12-03',
      isSameDay: true,
      orderBy: '2026-12-03T22:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
  });

  it('promises the day the last supplier delivers when the cart splits', () => {
    expect(estimate('90012', ['pump', 'concentrator'])).toMatchObject({
      deliveryDate: '2026-12-08',
      isSameDay: false,
      orderBy: null,
    });
  });

  it('follows routing: the supplier whose area holds the ZIP gets the line', () => {
    // In San Francisco "early" (by ZIP, cut-off 9:00, passed) and "golden" both stock the pump;
    // routing gives it to the one that ships the most lines, then by name: "early".
    expect(estimate('94103', ['pump'], [golden, early])).toMatchObject({
      deliveryDate: '2026-12-04',
      isSameDay: false,
    });
    expect(estimate('94103', ['pump', 'bags'], [golden, early])).toMatchObject({ isSameDay: true });
  });

  it.each([
    ['a ZIP code no supplier reaches', '10001', ['pump'], null],
    ['an item no supplier there stocks', '90012', ['wheelchair'], null],
    ['a carrier no supplier is in network with', '90012', ['pump'], 'molina'],
    ['a ZIP code in none of our states', '96910', ['pump'], null],
  ])('says it cannot deliver for %s', (_name, zip, lines, carrierId) => {
    expect(estimate(zip, lines, [golden, oxygen], carrierId)).toEqual({ status: 'unserved', zip });
  });

  it('promises the soonest supplier reaching the ZIP before anything is in the cart', () => {
    expect(estimate('90012', [])).toMatchObject({ deliveryDate: '2026-12-03', isSameDay: true });
    expect(estimate('90012', [], [oxygen])).toMatchObject({ deliveryDate: '2026-12-08', isSameDay: false });
  });

  it('leaves out, before the cart holds anything, suppliers that stock nothing or are out of network', () => {
    const empty = supplier('empty', ['CA'], [], '14:00');
    expect(estimate('90012', [], [empty, oxygen])).toMatchObject({ isSameDay: false });
    expect(estimate('90012', [], [golden], 'molina')).toEqual({ status: 'unserved', zip: '90012' });
  });
});
