import { randomBytes } from 'node:crypto';

/**
 * What the EHR knew when the clinician pressed "Launch" (SMART App Launch 2.x, EHR launch: the
 * `launch` parameter is an opaque handle the EHR later resolves to this context), and what a
 * grant carries into its tokens. In memory: the demo EHR keeps nothing across restarts.
 */
export interface LaunchContext {
  patientId: string;
  practitionerId: string;
  /** SMART 2.1 `fhirContext`: resources the launch is about (a draft order the coverage check saved). */
  fhirContext: string[];
  /** CDS Hooks `appContext` of the card link that launched the app, passed on in the token response. */
  appContext: string | null;
}

export interface GrantContext {
  patientId: string | null;
  fhirContext: string[];
  appContext: string | null;
}

/** Long enough for the app to send the browser on to the authorization endpoint and back. */
const LAUNCH_TTL_MS = 10 * 60_000;
/** Grants (and the refresh tokens that carry their context) live a clinic day. */
export const GRANT_TTL_SECONDS = 12 * 60 * 60;

export function createLaunchContexts(now: () => number = Date.now) {
  const launches = new Map<string, LaunchContext & { expiresAt: number }>();
  const grants = new Map<string, GrantContext & { expiresAt: number }>();
  const sweep = () => {
    const time = now();
    for (const [key, value] of launches) if (value.expiresAt <= time) launches.delete(key);
    for (const [key, value] of grants) if (value.expiresAt <= time) grants.delete(key);
  };

  return {
    /** A new launch handle, unguessable (the app echoes it back; a guessed one would name a patient). */
    createLaunch(context: LaunchContext): string {
      sweep();
      const id = randomBytes(18).toString('base64url');
      launches.set(id, { ...context, expiresAt: now() + LAUNCH_TTL_MS });
      return id;
    },
    findLaunch(id: string | undefined): LaunchContext | null {
      const launch = id ? launches.get(id) : undefined;
      return launch && launch.expiresAt > now() ? launch : null;
    },
    rememberGrant(grantId: string, context: GrantContext) {
      sweep();
      grants.set(grantId, { ...context, expiresAt: now() + GRANT_TTL_SECONDS * 1000 });
    },
    grantContext(grantId: string | undefined): GrantContext | null {
      const grant = grantId ? grants.get(grantId) : undefined;
      return grant && grant.expiresAt > now() ? grant : null;
    },
  };
}

export type LaunchContexts = ReturnType<typeof createLaunchContexts>;
