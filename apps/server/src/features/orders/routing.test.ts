import { describe, expect, it } from 'vitest';
import { type RoutableSupplier, routeLines } from './routing';

const supplier = (
  id: string,
  states: string[],
  variants: string[],
  carriers: string[] = ['aetna'],
): RoutableSupplier => ({
  id,
  name: id,
  states: new Set(states),
  variantIds: new Set(variants),
  carrierIds: new Set(carriers),
});
const line = (key: string, variantId = key) => ({ key, variantId, title: `Item ${key}` });

describe('routeLines', () => {
  const golden = supplier('golden', ['CA', 'NV'], ['pump', 'bags', 'cpap']);
  const oxygen = supplier('oxygen', ['CA'], ['concentrator', 'cpap']);
  const nevada = supplier('nevada', ['NV'], ['pump'], ['molina']);

  it('keeps an order whole when one supplier can ship everything', () => {
    const result = routeLines([line('pump'), line('bags')], [golden, oxygen], {
      state: 'CA',
      carrierId: null,
    });
    expect(result).toEqual({ ok: true, assignments: new Map([['golden', ['pump', 'bags']]]) });
  });

  it('splits into as few fulfillments as possible', () => {
    const result = routeLines([line('cpap'), line('concentrator'), line('pump')], [golden, oxygen], {
      state: 'CA',
      carrierId: null,
    });
    expect(result).toEqual({
      ok: true,
      assignments: new Map([
        ['golden', ['cpap', 'pump']],
        ['oxygen', ['concentrator']],
      ]),
    });
  });

  it.each([
    ['a state nobody ships to', 'TX', null],
    ['a carrier nobody takes', 'CA', 'cigna'],
  ])('refuses %s', (_name, state, carrierId) => {
    const result = routeLines([line('pump')], [golden, nevada], { state, carrierId });
    expect(result).toEqual({ ok: false, unservable: line('pump') });
  });

  it('only routes insured orders to in-network suppliers', () => {
    const result = routeLines([line('pump')], [golden, nevada], { state: 'NV', carrierId: 'molina' });
    expect(result).toEqual({ ok: true, assignments: new Map([['nevada', ['pump']]]) });
  });

  it('breaks ties by supplier name', () => {
    const a = supplier('a-supply', ['CA'], ['pump']);
    const b = supplier('b-supply', ['CA'], ['pump']);
    const result = routeLines([line('pump')], [b, a], { state: 'CA', carrierId: null });
    expect(result.ok && [...result.assignments.keys()]).toEqual(['a-supply']);
  });
});
