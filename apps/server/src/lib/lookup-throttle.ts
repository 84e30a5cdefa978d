import { PRESCRIPTION_CLAIM_MESSAGES, REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { lookupThrottleCounters } from '../db/schema/index';
import { DomainError } from './domain-error';

/** A guessable look-up's budget: failed attempts per key (client address, session) in a fixed window. */
export interface LookupLimit {
  scope: string;
  maxFailures: number;
  windowMs: number;
  /** The 429's text. */
  message: string;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/** Every guessable look-up in one table (DESIGN §5: referral codes; tracking links are capabilities). */
export const LOOKUP_LIMITS = {
  referralCode: {
    scope: 'referral_code',
    maxFailures: 10,
    windowMs: FIFTEEN_MINUTES,
    message: REFERRAL_MESSAGES.throttled,
  },
  fulfillmentNumber: {
    scope: 'fulfillment_number',
    maxFailures: 20,
    windowMs: FIFTEEN_MINUTES,
    message: 'Too many attempts. Please try again later.',
  },
  /** Verification codes e-mailed by the prescription modal, per address per hour (never a flood). */
  prescriptionCodeMail: {
    scope: 'prescription_code_mail',
    maxFailures: 5,
    windowMs: 60 * 60_000,
    message: PRESCRIPTION_CLAIM_MESSAGES.tooMany,
  },
} as const satisfies Record<string, LookupLimit>;

const windowOf = (limit: LookupLimit, now: Date) =>
  new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);

/**
 * Runs a guessable look-up under its throttle. The attempt is counted BEFORE the look-up, in one
 * atomic statement per key (`insert … on conflict … do update set attempts = attempts + 1
 * returning`), so however many requests arrive at once, at most `maxFailures` of them are evaluated
 * per window; a look-up that finds something gives its attempt back, so only failures use the
 * budget. Throws a 429 once any key is past its budget.
 */
export async function throttledLookup<Found>(
  db: DbOrTx,
  limit: LookupLimit,
  keys: string[],
  lookup: () => Promise<Found | undefined>,
  now = new Date(),
): Promise<Found | undefined> {
  const windowStartedAt = windowOf(limit, now);
  const counted = await db
    .insert(lookupThrottleCounters)
    .values(keys.map((key) => ({ scope: limit.scope, key, windowStartedAt })))
    .onConflictDoUpdate({
      target: [
        lookupThrottleCounters.scope,
        lookupThrottleCounters.key,
        lookupThrottleCounters.windowStartedAt,
      ],
      set: { attempts: sql`${lookupThrottleCounters.attempts} + 1` },
    })
    .returning({ attempts: lookupThrottleCounters.attempts });
  if (counted.some((row) => row.attempts === 1)) await forgetOldWindows(db, limit, keys, windowStartedAt);
  if (counted.some((row) => row.attempts > limit.maxFailures))
    throw new DomainError('throttled', limit.message);

  const found = await lookup();
  if (found !== undefined) {
    await db
      .update(lookupThrottleCounters)
      .set({ attempts: sql`greatest(${lookupThrottleCounters.attempts} - 1, 0)` })
      .where(
        and(
          eq(lookupThrottleCounters.scope, limit.scope),
          inArray(lookupThrottleCounters.key, keys),
          eq(lookupThrottleCounters.windowStartedAt, windowStartedAt),
        ),
      );
  }
  return found;
}

/** A key's first attempt of a window clears its past windows, so the table stays small. */
async function forgetOldWindows(db: DbOrTx, limit: LookupLimit, keys: string[], windowStartedAt: Date) {
  await db
    .delete(lookupThrottleCounters)
    .where(
      and(
        eq(lookupThrottleCounters.scope, limit.scope),
        inArray(lookupThrottleCounters.key, keys),
        lt(lookupThrottleCounters.windowStartedAt, windowStartedAt),
      ),
    );
}
