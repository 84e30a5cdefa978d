import { describe, expect, it } from 'vitest';
import { checkStandardWrittenOrder, type StandardWrittenOrderInput } from './standard-written-order';

const TODAY = '2026-11-24';
const complete: StandardWrittenOrderInput = {
  patientName: 'Ana Lopez',
  medicareId: null,
  orderDate: '2026-11-20',
  itemCodes: ['E0601'],
  providerName: 'Jane Doe, MD',
  providerNpi: '1234567893',
  providerSignature: 'Jane Doe',
};
const messagesFor = (overrides: Partial<StandardWrittenOrderInput>) =>
  checkStandardWrittenOrder({ ...complete, ...overrides }, TODAY).findings.map((f) => f.message);

describe('standard written order, 42 CFR 410.38(d)(1)', () => {
  it('accepts an order with every element', () =>
    expect(checkStandardWrittenOrder(complete, TODAY)).toEqual({ status: 'meets', findings: [] }));

  it.each([
    ['(i) no beneficiary', { patientName: '  ' }, ['Missing: Beneficiary name or Medicare ID']],
    ['(i) a Medicare ID instead of a name', { patientName: null, medicareId: '1EG4TE5MK73' }, []],
    ['(ii) no order date', { orderDate: '' }, ['Missing: Order date']],
    ['(ii) not a date', { orderDate: '2026-13-01' }, ['Missing: Order date']],
    ['(ii) an order dated today', { orderDate: TODAY }, []],
    ['(ii) an order dated tomorrow', { orderDate: '2026-11-25' }, ['Order date 2026-11-25 is after today']],
    ['(iii) no item', { itemCodes: [] }, ['Missing: Item description (HCPCS code)']],
    ['(v) the NPI without a name', { providerName: null }, []],
    ['(v) the name without an NPI', { providerNpi: null }, []],
    [
      '(v) neither name nor NPI',
      { providerName: '', providerNpi: '' },
      ['Missing: Practitioner name or NPI'],
    ],
    [
      '(v) a wrong check digit',
      { providerNpi: '1234567890' },
      ['Practitioner NPI 1234567890 is not a valid NPI'],
    ],
    ['(vi) no signature', { providerSignature: '' }, ['Missing: Practitioner signature']],
  ] as const)('%s', (_name, overrides, expected) => expect(messagesFor(overrides)).toEqual(expected));

  it('names each element with its paragraph', () =>
    expect(checkStandardWrittenOrder({ itemCodes: [] }, TODAY).findings.map((f) => f.criterion)).toEqual([
      '42 CFR 410.38(d): (d)(1)(i)',
      '42 CFR 410.38(d): (d)(1)(ii)',
      '42 CFR 410.38(d): (d)(1)(iii)',
      '42 CFR 410.38(d): (d)(1)(v)',
      '42 CFR 410.38(d): (d)(1)(vi)',
    ]));
});
