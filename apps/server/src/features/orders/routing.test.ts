import { describe, expect, it } from 'vitest';
import { type RoutableSupplier, routeLines } from './routing';

const supplier = (
  id: string,
  states: string[],
  variants: string[],
  carriers: string[] = ['aetna'],
  zipPrefixes: string[] = [],
): RoutableSupplier => ({
  id,
  name: id,
  area: { states, zipPrefixes },
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
      postalCode: '90071',
      carrierId: null,
    });
    expect(result).toEqual({ ok: true, assignments: new Map([['golden', ['pump', 'bags']]]) });
  });

  it('splits into as few fulfillments as possible', () => {
    const result = routeLines([line('cpap'), line('concentrator'), line('pump')], [golden, oxygen], {
      state: 'CA',
      postalCode: '90071',
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
    const result = routeLines([line('pump')], [golden, nevada], { state, postalCode: '90071', carrierId });
    expect(result).toEqual({ ok: false, unservable: line('pump') });
  });

  it('only routes insured orders to in-network suppliers', () => {
    const result = routeLines([line('pump')], [golden, nevada], {
      state: 'NV',
      postalCode: '89501',
      carrierId: 'molina',
    });
    expect(result).toEqual({ ok: true, assignments: new Map([['nevada', ['pump']]]) });
  });

  it('breaks ties by supplier name', () => {
    const a = supplier('a-supply', ['CA'], ['pump']);
    const b = supplier('b-supply', ['CA'], ['pump']);
    const result = routeLines([line('pump')], [b, a], { state: 'CA', postalCode: '90071', carrierId: null });
    expect(result.ok && [...result.assignments.keys()]).toEqual(['a-supply']);
  });

  it('routes by ZIP prefix to a local supplier outside its whole states', () => {
    const local = supplier('bay-area', [], ['pump'], ['aetna'], ['941']);
    const inSf = routeLines([line('pump')], [golden, local], {
      state: 'CA',
      postalCode: '94103',
      carrierId: null,
    });
    expect(inSf.ok && [...inSf.assignments.keys()]).toEqual(['bay-area']);
    const inLa = routeLines([line('pump')], [golden, local], {
      state: 'CA',
      postalCode: '90071',
      carrierId: null,
    });
    expect(inLa.ok && [...inLa.assignments.keys()]).toEqual(['golden']);
  });
});
