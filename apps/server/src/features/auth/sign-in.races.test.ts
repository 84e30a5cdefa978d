import { SIGN_IN_MESSAGES } from '@dme/shared/auth/sign-in';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInCodes, users } from '../../db/schema/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { latestSignInCode } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 12 item 5: bursts of parallel requests through the HTTP app. Only real PostgreSQL
 * (TEST_DATABASE_URL) runs them truly in parallel; on single-connection PGlite they interleave
 * at every await, which is weaker but still checks the rules.
 */
const ROUNDS = 3;

describe('sign-in races', () => {
  const t = useTestApp({
    SIGN_IN_ATTEMPTS_PER_MINUTE: 10_000,
    SIGN_IN_ATTEMPTS_PER_ACCOUNT: 10_000,
    SIGN_IN_CODES_PER_HOUR: 10_000,
  });
  const email = DEMO_EMAILS.provider;
  const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/auth/sign_in', payload });

  beforeEach(async () => {
    await t.context.db
      .update(users)
      .set({ failedSignInCount: 0, lockedUntil: null, signInWindowAttempts: 0 })
      .where(eq(users.email, email));
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`60 parallel wrong passwords lock the account after 10; the right one after the 10th failure is refused (round ${round})`, async () => {
      let failures = 0;
      let rightPassword: Promise<Awaited<ReturnType<typeof signIn>>> | undefined;
      const wrong = Array.from({ length: 60 }, (_, index) =>
        signIn({ email, password: `Wrong-Passw0rd-${index}` }).then((reply) => {
          failures += 1;
          // Sent inside the burst, as soon as ten failures have been answered.
          if (failures === 10) rightPassword = signIn({ email, password: DEMO_PASSWORD });
          return reply;
        }),
      );
      const replies = await Promise.all(wrong);
      const right = await rightPassword;

      const errors = replies.map((reply) => reply.json().error);
      expect(replies.every((reply) => reply.statusCode === 401)).toBe(true);
      // Exactly nine were checked and refused as wrong; the tenth locked; the rest were never checked.
      expect(errors.filter((error) => error === SIGN_IN_MESSAGES.invalidCredentials)).toHaveLength(9);
      expect(errors.filter((error) => error === SIGN_IN_MESSAGES.lockout)).toHaveLength(51);
      expect(right?.statusCode).toBe(401);
      expect(right?.json()).toEqual({ error: SIGN_IN_MESSAGES.lockout });
      const [user] = await t.context.db.select().from(users).where(eq(users.email, email));
      expect(user?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    });

    it(`40 parallel code guesses: only the code's five tries are compared (round ${round})`, async () => {
      const first = await signIn({ email, password: DEMO_PASSWORD });
      expect(first.json()).toEqual({ otp: 'prompt' });
      const code = await latestSignInCode(t.context.db, email);
      const wrongOf = (index: number) => {
        const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
        return guess === code ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : guess;
      };
      const guesses = Array.from({ length: 40 }, (_, index) => (index === 20 ? code : wrongOf(index)));
      const replies = await Promise.all(
        guesses.map((otp_attempt) => signIn({ email, password: DEMO_PASSWORD, otp_attempt })),
      );

      const compared = replies.filter(
        (reply) => reply.statusCode === 200 || reply.json().error === SIGN_IN_MESSAGES.invalidCode,
      );
      expect(compared.length).toBeLessThanOrEqual(5);
      // The others were never compared: the code was out of tries, (an attempt counts as a failure
      // until its password is checked) ten of the burst were in flight at once, or the account's
      // own rate limit stopped them (by round 3 the rounds have sent it 120 attempts a minute).
      const rest = replies.filter((reply) => !compared.includes(reply));
      const notCompared = [
        SIGN_IN_MESSAGES.codeNoLongerValid,
        SIGN_IN_MESSAGES.lockout,
        SIGN_IN_MESSAGES.tooManyAttempts,
      ];
      const unexpected = rest.filter((reply) => !notCompared.includes(reply.json().error));
      expect(unexpected.map((reply) => `${reply.statusCode} ${reply.body}`)).toEqual([]);
      expect(replies.filter((reply) => reply.statusCode === 200).length).toBeLessThanOrEqual(1);
      const [user] = await t.context.db.select().from(users).where(eq(users.email, email));
      const [row] = await t.context.db
        .select()
        .from(signInCodes)
        .where(eq(signInCodes.userId, user?.id ?? ''));
      expect(row?.attempts).toBeLessThanOrEqual(5);
    });
  }
});
