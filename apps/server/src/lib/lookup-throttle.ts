import { PRESCRIPTION_CLAIM_MESSAGES, REFERRAL_MESSAGES } from '@dme/shared/shop/api';
import type { DbOrTx } from '../db/client';
import { DomainError } from './domain-error';
import { countAttempt, deleteWindowsStartedBefore, giveAttemptBack } from './lookup-throttle.repo';

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

const LONGEST_WINDOW_MS = Math.max(...Object.values(LOOKUP_LIMITS).map((limit) => limit.windowMs));

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
  const window = { scope: limit.scope, keys, windowStartedAt: windowOf(limit, now) };
  const attempts = await countAttempt(db, window);
  if (attempts.some((count) => count > limit.maxFailures)) throw new DomainError('throttled', limit.message);

  const found = await lookup();
  if (found !== undefined) await giveAttemptBack(db, window);
  return found;
}

/** The sweep of ended windows, a periodic job (features/jobs/scheduled-work.ts). */
export const THROTTLE_SWEEP_JOB = 'lookup-throttle.sweep';
export const THROTTLE_SWEEP_EVERY_MS = FIFTEEN_MINUTES;

/**
 * Deletes the counters of windows that are over. A key is a client's address or a session, and
 * only an address's next attempt in a later window dropped its old ones, so every phone that ever
 * entered a code left its address behind for good (an IP address is one of HIPAA's identifiers,
 * and the table grew by two rows a patient). Any window that started a longest window ago is over.
 */
export function deleteEndedThrottleWindows(db: DbOrTx, now: Date) {
  return deleteWindowsStartedBefore(db, new Date(now.getTime() - LONGEST_WINDOW_MS));
}
