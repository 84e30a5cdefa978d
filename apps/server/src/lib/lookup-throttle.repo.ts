import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lookupThrottleCounters } from '../db/schema/index';

/** One window's counters of a scope's keys. */
export interface ThrottleWindow {
  scope: string;
  keys: string[];
  windowStartedAt: Date;
}

/**
 * Adds one attempt to each key's counter, in one atomic statement (`insert … on conflict … do
 * update set attempts = attempts + 1 returning`), and returns the counts after it. The same
 * statement drops the keys' past windows, so the table stays small at no extra round trip.
 */
export async function countAttempt(db: DbOrTx, { scope, keys, windowStartedAt }: ThrottleWindow) {
  const pastWindows = db
    .$with('past_windows')
    .as(
      db
        .delete(lookupThrottleCounters)
        .where(
          and(
            eq(lookupThrottleCounters.scope, scope),
            inArray(lookupThrottleCounters.key, keys),
            lt(lookupThrottleCounters.windowStartedAt, windowStartedAt),
          ),
        ),
    );
  const counted = await db
    .with(pastWindows)
    .insert(lookupThrottleCounters)
    .values(keys.map((key) => ({ scope, key, windowStartedAt })))
    .onConflictDoUpdate({
      target: [
        lookupThrottleCounters.scope,
        lookupThrottleCounters.key,
        lookupThrottleCounters.windowStartedAt,
      ],
      set: { attempts: sql`${lookupThrottleCounters.attempts} + 1` },
    })
    .returning({ attempts: lookupThrottleCounters.attempts });
  return counted.map((row) => row.attempts);
}

export async function giveAttemptBack(db: DbOrTx, { scope, keys, windowStartedAt }: ThrottleWindow) {
  await db
    .update(lookupThrottleCounters)
    .set({ attempts: sql`greatest(${lookupThrottleCounters.attempts} - 1, 0)` })
    .where(
      and(
        eq(lookupThrottleCounters.scope, scope),
        inArray(lookupThrottleCounters.key, keys),
        eq(lookupThrottleCounters.windowStartedAt, windowStartedAt),
      ),
    );
}

/** Deletes every counter of a window that started before `before`. */
export async function deleteWindowsStartedBefore(db: DbOrTx, before: Date) {
  await db.delete(lookupThrottleCounters).where(lt(lookupThrottleCounters.windowStartedAt, before));
}
