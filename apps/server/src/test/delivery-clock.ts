import { addDeliveryDays } from '@dme/shared/delivery/business-days';
import { instantOf, wallClockOf } from '@dme/shared/delivery/zoned-time';
import { afterEach, vi } from 'vitest';

const LOS_ANGELES = 'America/Los_Angeles';

/**
 * The tests' day: the next delivery day after today on the demo supplier's clock (Los Angeles), so a
 * promise made on it is known whichever day the tests run, and tokens made today still hold.
 */
export const testDeliveryDay = () => addDeliveryDays(wallClockOf(new Date(), LOS_ANGELES).date, 1);

/**
 * Pretends it is `time` ("HH:MM", Los Angeles) on `day` for the rest of the test: only `Date` is
 * faked, so timers and the database run as usual.
 */
export function useDeliveryClock() {
  afterEach(() => {
    vi.useRealTimers();
  });
  return (day: string, time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    vi.useFakeTimers({ toFake: ['Date'], now: instantOf(day, hours * 60 + minutes, LOS_ANGELES) });
  };
}
