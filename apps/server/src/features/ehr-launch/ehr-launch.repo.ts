import type { WorkOrderPrefill } from '@dme/shared/ehr/prefill';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ehrLaunches, providers, users } from '../../db/schema/index';

export interface NewLaunch {
  stateHash: string;
  browserHash: string;
  iss: string;
  launch: string | null;
  codeVerifier: string;
  expiresAt: Date;
}

export async function insertLaunch(db: DbOrTx, launch: NewLaunch) {
  await db.insert(ehrLaunches).values(launch);
}

/**
 * The launch a callback's state names, claimed once: a second callback with the same state (a
 * replay, a reload, another tab) finds nothing, and neither does one after the launch expired.
 */
export async function claimLaunchByState(db: DbOrTx, stateHash: string, now: Date) {
  const [claimed] = await db
    .update(ehrLaunches)
    .set({ authorizedAt: now })
    .where(
      and(
        eq(ehrLaunches.stateHash, stateHash),
        isNull(ehrLaunches.authorizedAt),
        gt(ehrLaunches.expiresAt, now),
      ),
    )
    .returning({
      id: ehrLaunches.id,
      iss: ehrLaunches.iss,
      browserHash: ehrLaunches.browserHash,
      codeVerifier: ehrLaunches.codeVerifier,
    });
  return claimed ?? null;
}

export interface AuthorizedLaunch {
  providerId: string;
  ehrPatientId: string;
  grantedScope: string;
  accessTokenSealed: string;
  accessTokenExpiresAt: Date;
  prefill: WorkOrderPrefill;
  /** How long the pre-filled form may still be signed from this launch. */
  expiresAt: Date;
}

export async function recordAuthorizedLaunch(db: DbOrTx, id: string, launch: AuthorizedLaunch) {
  // The verifier has done its work: nothing left here could finish another code exchange.
  await db
    .update(ehrLaunches)
    .set({ ...launch, codeVerifier: '' })
    .where(eq(ehrLaunches.id, id));
}

/** The provider whose NPI the EHR's practitioner carries, with the user that signs in as them. */
export async function findProviderByNpi(db: DbOrTx, npi: string) {
  const [provider] = await db
    .select({ providerId: providers.id, userId: users.id })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.npi, npi))
    .limit(1);
  return provider ?? null;
}

/** A launch of this provider's that can still pre-fill and sign a work order. */
export async function findOpenLaunch(db: DbOrTx, id: string, providerId: string, now: Date) {
  const [launch] = await db
    .select({
      id: ehrLaunches.id,
      iss: ehrLaunches.iss,
      ehrPatientId: ehrLaunches.ehrPatientId,
      grantedScope: ehrLaunches.grantedScope,
      prefill: ehrLaunches.prefill,
    })
    .from(ehrLaunches)
    .where(
      and(
        eq(ehrLaunches.id, id),
        eq(ehrLaunches.providerId, providerId),
        isNull(ehrLaunches.consultationId),
        isNotNull(ehrLaunches.prefill),
        gt(ehrLaunches.expiresAt, now),
      ),
    );
  return launch ?? null;
}

/** Ties the launch to the work order it made, once: a second work order from it finds nothing. */
export async function useLaunchForWorkOrder(
  db: DbOrTx,
  input: { id: string; providerId: string; consultationId: string; now: Date },
) {
  const [used] = await db
    .update(ehrLaunches)
    .set({ consultationId: input.consultationId })
    .where(
      and(
        eq(ehrLaunches.id, input.id),
        eq(ehrLaunches.providerId, input.providerId),
        isNull(ehrLaunches.consultationId),
        gt(ehrLaunches.expiresAt, input.now),
      ),
    )
    .returning({ id: ehrLaunches.id });
  return used !== undefined;
}

/** What writing a work order back to its EHR needs: the EHR, its patient and the sealed token. */
export async function findWriteBackGrant(db: DbOrTx, consultationId: string) {
  const [grant] = await db
    .select({
      iss: ehrLaunches.iss,
      ehrPatientId: ehrLaunches.ehrPatientId,
      grantedScope: ehrLaunches.grantedScope,
      accessTokenSealed: ehrLaunches.accessTokenSealed,
      accessTokenExpiresAt: ehrLaunches.accessTokenExpiresAt,
    })
    .from(ehrLaunches)
    .where(eq(ehrLaunches.consultationId, consultationId));
  return grant ?? null;
}

/** Launches past their end: the state and the EHR's token are of no more use (a periodic sweep). */
export async function deleteEndedLaunches(db: DbOrTx, now: Date) {
  await db
    .delete(ehrLaunches)
    .where(
      and(
        lte(ehrLaunches.expiresAt, now),
        sql`${ehrLaunches.accessTokenExpiresAt} is null or ${ehrLaunches.accessTokenExpiresAt} <= ${now}`,
      ),
    );
}
