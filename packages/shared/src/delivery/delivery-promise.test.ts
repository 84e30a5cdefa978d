import { describe, expect, it } from 'vitest';
import { type DeliveryPromise, earliestPromise, latestPromise, promiseDelivery } from './delivery-promise';

const LA = 'America/Los_Angeles';
const NEW_YORK = 'America/New_York';
const sameDayLA = { sameDayCutoff: '14:00', timeZone: LA };

describe('promiseDelivery', () => {
  it.each([
    // Thursday 3 December 2026; Los Angeles is UTC-8 in winter.
    ['a minute before the cut-off: today', '2026-12-03T21:59:00Z', '2026-12-03', true],
    ['at the cut-off: the next delivery day', '2026-12-03T22:00:00Z', '2026-12-04', false],
    ['early in the morning: today', '2026-12-03T14:00:00Z', '2026-12-03', true],
    ['late in the evening: tomorrow', '2026-12-04T06:30:00Z', '2026-12-04', false],
    ['on a Friday after the cut-off: Monday', '2026-12-04T23:00:00Z', '2026-12-07', false],
    ['on a Saturday morning: Monday', '2026-12-05T17:00:00Z', '2026-12-07', false],
    ['on a Sunday: Monday', '2026-12-06T18:00:00Z', '2026-12-07', false],
    [
      'on Christmas Eve after the cut-off: after Christmas and the weekend',
      '2026-12-24T23:00:00Z',
      '2026-12-28',
      false,
    ],
    ['on Christmas morning: the next delivery day', '2026-12-25T17:00:00Z', '2026-12-28', false],
  ])('%s', (_name, orderedAt, deliveryDate, isSameDay) => {
    const promise = promiseDelivery(new Date(orderedAt), sameDayLA);
    expect(promise).toMatchObject({ deliveryDate, isSameDay, timeZone: LA });
    expect(promise.orderBy === null).toBe(!isSameDay);
  });

  it('says until when ordering still brings it today', () => {
    expect(promiseDelivery(new Date('2026-12-03T17:00:00Z'), sameDayLA).orderBy).toBe(
      '2026-12-03T22:00:00.000Z',
    );
  });

  it('reads the cut-off on the supplier’s clock', () => {
    // 11:30 in Los Angeles is 14:30 in New York, past a New York supplier's 14:00.
    const orderedAt = new Date('2026-12-03T19:30:00Z');
    expect(promiseDelivery(orderedAt, sameDayLA)).toMatchObject({
      deliveryDate: '2026-12-03',
      isSameDay: true,
    });
    expect(promiseDelivery(orderedAt, { sameDayCutoff: '14:00', timeZone: NEW_YORK })).toMatchObject({
      deliveryDate: '2026-12-04',
      isSameDay: false,
    });
  });

  it('takes the day from the supplier’s clock: past midnight in New York is still yesterday in Los Angeles', () => {
    const orderedAt = new Date('2026-12-04T06:30:00Z');
    expect(promiseDelivery(orderedAt, { sameDayCutoff: '14:00', timeZone: NEW_YORK })).toMatchObject({
      deliveryDate: '2026-12-04',
      isSameDay: true,
      orderBy: '2026-12-04T19:00:00.000Z',
    });
    expect(promiseDelivery(orderedAt, sameDayLA)).toMatchObject({
      deliveryDate: '2026-12-04',
      isSameDay: false,
    });
  });

  it.each([
    ['the Monday after the clocks went forward', '2026-03-09T17:00:00Z', '2026-03-09T21:00:00.000Z'],
    ['the Monday after the clocks went back', '2026-11-02T17:00:00Z', '2026-11-02T22:00:00.000Z'],
    ['the Sunday the clocks went forward (no delivery, so no cut-off)', '2026-03-09T01:00:00Z', null],
  ])('keeps the cut-off on the wall clock on %s', (_name, orderedAt, orderBy) => {
    expect(promiseDelivery(new Date(orderedAt), sameDayLA).orderBy).toBe(orderBy);
  });

  it.each([
    ['a Thursday: the following Tuesday', '2026-12-03T17:00:00Z', '2026-12-08'],
    ['a Saturday: Wednesday', '2026-12-05T17:00:00Z', '2026-12-09'],
  ])('without a cut-off delivers in three delivery days, ordered on %s', (_name, orderedAt, deliveryDate) => {
    expect(promiseDelivery(new Date(orderedAt), { sameDayCutoff: null, timeZone: LA })).toEqual({
      deliveryDate,
      isSameDay: false,
      orderBy: null,
      timeZone: LA,
    });
  });
});

const promise = (deliveryDate: string, orderBy: string | null): DeliveryPromise => ({
  deliveryDate,
  isSameDay: orderBy !== null,
  orderBy,
  timeZone: LA,
});

describe('latestPromise', () => {
  it('is complete when the last part arrives', () => {
    expect(
      latestPromise([promise('2026-12-03', '2026-12-03T22:00:00Z'), promise('2026-12-04', null)]),
    ).toEqual(promise('2026-12-04', null));
  });

  it('is same-day only when every part is, by the earliest cut-off', () => {
    expect(
      latestPromise([
        promise('2026-12-03', '2026-12-03T22:00:00Z'),
        promise('2026-12-03', '2026-12-03T19:00:00Z'),
      ]),
    ).toEqual(promise('2026-12-03', '2026-12-03T19:00:00Z'));
  });

  it('is nothing without parts', () => {
    expect(latestPromise([])).toBeNull();
  });
});

describe('earliestPromise', () => {
  it('is the soonest day, then the latest cut-off', () => {
    expect(
      earliestPromise([
        promise('2026-12-04', null),
        promise('2026-12-03', '2026-12-03T19:00:00Z'),
        promise('2026-12-03', '2026-12-03T22:00:00Z'),
      ]),
    ).toEqual(promise('2026-12-03', '2026-12-03T22:00:00Z'));
    expect(earliestPromise([])).toBeNull();
  });
});
