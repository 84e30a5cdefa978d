import { describe, expect, it } from 'vitest';
import { anOrder, wireLineItem, wireShipment } from '../../test/fixtures/orders';
import {
  assistanceLabel,
  fulfillmentParts,
  groupBySupplier,
  orderOptionLabel,
  pendingBySupplier,
  shipmentLineItems,
  shouldShowAssistanceBanner,
} from './order-view';

describe('fulfillmentParts', () => {
  it('gives each supplier’s part its own items, parts in order', () => {
    const pump = wireLineItem('item-1', 'Pump');
    const bags = wireLineItem('item-2', 'Bags', { supplier_name: 'Bay Medical' });
    const order = anOrder({ line_items: [pump, bags] });
    expect(
      fulfillmentParts(order).map(({ fulfillment, items }) => [
        fulfillment.supplier.name,
        items.map((item) => item.description),
      ]),
    ).toEqual([
      ['Golden State Medical Supply', ['Pump']],
      ['Bay Medical', ['Bags']],
    ]);
  });
});

describe('groupBySupplier', () => {
  it('keeps the items in order, one group per supplier in order of first appearance', () => {
    const items = [
      { id: 1, supplierName: 'Golden State' },
      { id: 2, supplierName: 'Bay Medical' },
      { id: 3, supplierName: 'Golden State' },
    ];
    expect(groupBySupplier(items)).toEqual([
      { supplierName: 'Golden State', items: [items[0], items[2]] },
      { supplierName: 'Bay Medical', items: [items[1]] },
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupBySupplier([])).toEqual([]);
  });
});

describe('shouldShowAssistanceBanner', () => {
  it.each([
    [null, true, true],
    [false, true, true],
    [true, true, false],
    [null, false, false],
    [false, false, false],
  ])('answer %s, CPAP machine %s → %s', (assistanceRequired, containsCpapMachine, shown) => {
    expect(shouldShowAssistanceBanner({ assistanceRequired, containsCpapMachine })).toBe(shown);
  });
});

describe('assistanceLabel', () => {
  it.each([
    [true, 'Yes'],
    [false, 'No'],
    [null, 'Select...'],
  ])('%s reads %s', (answer, label) => {
    expect(assistanceLabel(answer)).toBe(label);
  });
});

describe('orderOptionLabel', () => {
  it('reads "Order: {number} - MM/DD/YYYY"', () => {
    expect(
      orderOptionLabel({ orderConfirmationNumber: 'ABCDEFGHJKMNP', createdAt: '2026-03-07T15:00:00.000Z' }),
    ).toBe('Order: ABCDEFGHJKMNP - 03/07/2026');
  });
});

describe('shipped and pending items', () => {
  const shipped = wireLineItem('item-1', 'Spectra S1 Plus', { shipped: true });
  const pending = wireLineItem('item-2', 'Milk storage bags', { supplier_name: 'Bay Medical' });
  const pendingToo = wireLineItem('item-3', 'Flange kit');
  const placed = anOrder({
    line_items: [shipped, pending, pendingToo],
    shipments: [wireShipment('shipment-1', [shipped])],
  });

  it('finds the line items a shipment carried', () => {
    const [shipment] = placed.shipments;
    expect(shipmentLineItems(shipment!, placed.lineItems).map((item) => item.description)).toEqual([
      'Spectra S1 Plus',
    ]);
  });

  it('groups what is still to ship by supplier', () => {
    expect(
      pendingBySupplier(placed).map((group) => [group.supplierName, group.items.map((item) => item.uuid)]),
    ).toEqual([
      ['Bay Medical', ['item-2']],
      ['Golden State Medical Supply', ['item-3']],
    ]);
  });
});
