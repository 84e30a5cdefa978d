import {
  SIGNUP_CODE_MESSAGES,
  type SignupCode,
  type SignupCodeCreate,
  type SignupCodeListQuery,
} from '@dme/shared/operations/signup-codes';
import type { Database } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { recordAccess } from '../audit/audit.repo';
import { createProviderRegistration } from '../auth/admin.service';
import type { OpsCaller } from './ops-caller';
import { iso, listAuditedPage, withTotal } from './pages';
import {
  findSignupCode,
  findSignupCodeByCode,
  findSignupCodePage,
  revokeOpenSignupCode,
  type SignupCodeRow,
} from './signup-codes.repo';

const toSignupCode = (row: SignupCodeRow, publicUrl: string): SignupCode => ({
  id: row.id,
  code: row.code,
  link: `${publicUrl}/providers/signup/${row.code}`,
  state: row.revokedAt ? 'revoked' : row.usedAt ? 'used' : 'open',
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  npi: row.npi,
  practiceName: row.practiceName,
  createdAt: row.createdAt.toISOString(),
  usedAt: iso(row.usedAt),
  revokedAt: iso(row.revokedAt),
});

export function listSignupCodes(
  db: Database,
  publicUrl: string,
  caller: OpsCaller,
  query: SignupCodeListQuery,
) {
  return listAuditedPage(db, caller, {
    page: query.page,
    read: async (tx) => withTotal(await findSignupCodePage(tx, query)),
    audit: {
      action: 'ops.signup_code.listed',
      subjectType: 'provider_registration',
      filters: { query: query.query ?? null, state: query.state ?? null },
    },
    idOf: ({ row }) => row.id,
    toItem: ({ row }) => toSignupCode(row, publicUrl),
  });
}

/** A new code with the prefill the admin typed (blank fields stay blank on the signup form). */
export async function createSignupCode(
  db: Database,
  publicUrl: string,
  caller: OpsCaller,
  input: SignupCodeCreate,
) {
  return db.transaction(async (tx) => {
    const code = await createProviderRegistration(tx, {
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      email: input.email ? input.email.toLowerCase() : null,
      npi: input.npi || null,
      practiceName: input.practiceName || null,
      state: input.state || null,
    });
    const row = await findSignupCodeByCode(tx, code);
    if (!row) throw new Error('created signup code not found');
    await recordAccess(tx, caller, {
      action: 'ops.signup_code.created',
      subjectType: 'provider_registration',
      subjectId: row.id,
    });
    return toSignupCode(row, publicUrl);
  });
}

/** Revoking twice answers the revoked code; a used code cannot be revoked (409). */
export async function revokeSignupCode(
  db: Database,
  publicUrl: string,
  caller: OpsCaller,
  id: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const revoked = await revokeOpenSignupCode(tx, id, now);
    const row = revoked ?? (await findSignupCode(tx, id));
    if (!row) throw notFound(SIGNUP_CODE_MESSAGES.notFound);
    if (row.usedAt) throw new DomainError('conflict', SIGNUP_CODE_MESSAGES.alreadyUsed);
    await recordAccess(tx, caller, {
      action: 'ops.signup_code.revoked',
      subjectType: 'provider_registration',
      subjectId: row.id,
    });
    return toSignupCode(row, publicUrl);
  });
}
