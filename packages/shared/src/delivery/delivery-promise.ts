import { addDeliveryDays, isDeliveryDay } from './business-days';
import { instantOf, wallClockOf } from './zoned-time';

/** When a supplier delivers: its same-day cut-off ("HH:MM", null: no same-day delivery) in its time zone. */
export interface DeliveryTerms {
  sameDayCutoff: string | null;
  timeZone: string;
}

export interface DeliveryPromise {
  /** The day the order is expected, in the supplier's time zone (YYYY-MM-DD). */
  deliveryDate: string;
  /** Delivered the day it is ordered. */
  isSameDay: boolean;
  /** While same-day: the instant (ISO) the cut-off passes, after which an order comes a day later. */
  orderBy: string | null;
  timeZone: string;
}

/**
 * A supplier without same-day delivery ships by ground: this many delivery days after the order
 * day (a regional carrier's 1–3 day zone, at its slowest).
 */
export const STANDARD_DELIVERY_DAYS = 3;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/**
 * The delivery day of an order placed at `orderedAt` with a supplier's `terms`, by the supplier's
 * clock. Same-day: ordered on a delivery day before the cut-off, it comes that day; otherwise on
 * the next delivery day (the courier's first run after the cut-off). A supplier with no cut-off
 * delivers STANDARD_DELIVERY_DAYS delivery days after the order day. The shop, the cart and the
 * order page each read their promise from here (the order page with the order's time).
 */
export function promiseDelivery(orderedAt: Date, terms: DeliveryTerms): DeliveryPromise {
  const { timeZone, sameDayCutoff } = terms;
  const clock = wallClockOf(orderedAt, timeZone);
  if (sameDayCutoff === null)
    return {
      deliveryDate: addDeliveryDays(clock.date, STANDARD_DELIVERY_DAYS),
      isSameDay: false,
      orderBy: null,
      timeZone,
    };
  const cutoff = minutesOf(sameDayCutoff);
  if (isDeliveryDay(clock.date) && clock.minutes < cutoff)
    return {
      deliveryDate: clock.date,
      isSameDay: true,
      orderBy: instantOf(clock.date, cutoff, timeZone).toISOString(),
      timeZone,
    };
  return { deliveryDate: addDeliveryDays(clock.date, 1), isSameDay: false, orderBy: null, timeZone };
}

/**
 * An order split between suppliers is complete when its last part arrives: the latest day, same-day
 * only when every part is, ordered by the earliest cut-off.
 */
export function latestPromise(promises: readonly DeliveryPromise[]): DeliveryPromise | null {
  const [first, ...rest] = promises;
  if (!first) return null;
  const isSameDay = promises.every((promise) => promise.isSameDay);
  const latest = rest.reduce((worst, next) => (next.deliveryDate > worst.deliveryDate ? next : worst), first);
  const earliestCutoff = promises
    .map((promise) => promise.orderBy)
    .filter((orderBy): orderBy is string => orderBy !== null)
    .sort()[0];
  return {
    ...latest,
    isSameDay,
    orderBy: isSameDay ? (earliestCutoff ?? null) : null,
  };
}

/**
 * Before anything is in the cart, any supplier delivering to the ZIP may get the order: the shop
 * promises the soonest (the cart then promises what its items' suppliers can do).
 */
export function earliestPromise(promises: readonly DeliveryPromise[]): DeliveryPromise | null {
  const [first, ...rest] = promises;
  if (!first) return null;
  const sooner = (a: DeliveryPromise, b: DeliveryPromise) =>
    a.deliveryDate !== b.deliveryDate
      ? a.deliveryDate < b.deliveryDate
      : (a.orderBy ?? '') > (b.orderBy ?? '');
  return rest.reduce((best, next) => (sooner(next, best) ? next : best), first);
}
