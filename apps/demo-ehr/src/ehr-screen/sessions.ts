import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

const COOKIE = 'demo_ehr_session';
const SESSION_TTL_MS = 8 * 60 * 60_000;

export interface ScreenSession {
  practitionerId: string;
  /** The clinician's name, for the header. */
  name: string;
  /** Sent back by every form of the EHR screen: a form posted from another site lacks it. */
  csrf: string;
}

const token = () => randomBytes(24).toString('base64url');

/** Who is signed in to the EHR screen, by an unguessable cookie; kept in memory (a demo). */
export function createScreenSessions(now: () => number = Date.now) {
  const sessions = new Map<string, ScreenSession & { expiresAt: number }>();

  return {
    start(ctx: Context, practitionerId: string, name: string): ScreenSession {
      for (const [key, value] of sessions) if (value.expiresAt <= now()) sessions.delete(key);
      const id = token();
      const session = { practitionerId, name, csrf: token(), expiresAt: now() + SESSION_TTL_MS };
      sessions.set(id, session);
      ctx.cookies.set(COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, overwrite: true });
      return session;
    },
    current(ctx: Context): ScreenSession | null {
      const id = ctx.cookies.get(COOKIE);
      const session = id ? sessions.get(id) : undefined;
      return session && session.expiresAt > now() ? session : null;
    },
    end(ctx: Context) {
      const id = ctx.cookies.get(COOKIE);
      if (id) sessions.delete(id);
      ctx.cookies.set(COOKIE, null, { overwrite: true });
    },
  };
}

export type ScreenSessions = ReturnType<typeof createScreenSessions>;

export function hasCsrf(session: ScreenSession, sent: string | undefined) {
  const expected = Buffer.from(session.csrf);
  const given = Buffer.from(sent ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
