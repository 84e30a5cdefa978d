import {
  SUPPLIER_MESSAGES,
  type SupplierCreate,
  type SupplierListQuery,
  type SupplierSummary,
  type SupplierUpdate,
} from '@dme/shared/operations/suppliers';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { randomToken } from '../../lib/secure-token';
import { recordAccess } from '../audit/audit.repo';
import { hashPassword } from '../auth/sign-in.service';
import { insertUser } from '../auth/signup.repo';
import { normalizeEmail } from '../auth/users.repo';
import { enqueueMail } from '../mail/mail.service';
import type { OpsCaller } from './ops-caller';
import { listAuditedPage, withTotal } from './pages';
import {
  countCarriers,
  findHcpcsIds,
  findSupplier,
  findSupplierPage,
  insertSupplier,
  replaceSupplierCatalogue,
  updateSupplierRow,
} from './suppliers.repo';

type SupplierRow = NonNullable<Awaited<ReturnType<typeof findSupplier>>>;

const toSummary = ({ createdAt, ...row }: SupplierRow): SupplierSummary => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

export function listSuppliers(db: Database, caller: OpsCaller, query: SupplierListQuery) {
  return listAuditedPage(db, caller, {
    page: query.page,
    read: async (tx) => withTotal(await findSupplierPage(tx, query)),
    audit: {
      action: 'ops.supplier.listed',
      subjectType: 'supplier',
      filters: { query: query.query ?? null, status: query.status ?? null },
    },
    idOf: (row) => row.id,
    toItem: ({ total: _total, ...row }) => toSummary(row),
  });
}

/** Unknown HCPCS codes or carriers are refused by name, never stored half-way. */
async function checkedCatalogue(tx: DbOrTx, input: Pick<SupplierUpdate, 'hcpcsCodes' | 'carrierIds'>) {
  const codes = [...new Set(input.hcpcsCodes)];
  const carrierIds = [...new Set(input.carrierIds)];
  const found = await findHcpcsIds(tx, codes);
  const unknown = codes.filter((code) => !found.some((row) => row.code === code));
  if (unknown.length) throw new DomainError('validation', SUPPLIER_MESSAGES.unknownHcpcs(unknown));
  if ((await countCarriers(tx, carrierIds)) !== carrierIds.length)
    throw new DomainError('validation', SUPPLIER_MESSAGES.unknownCarriers);
  return { hcpcsCodeIds: found.map((row) => row.id), carrierIds };
}

const profileOf = (input: SupplierUpdate) => ({
  name: input.name,
  phoneNumber: input.phoneNumber || null,
  status: input.status,
  serviceStates: [...new Set(input.serviceStates)].sort(),
  serviceZipPrefixes: [...new Set(input.serviceZipPrefixes)].sort(),
  sameDayCutoff: input.sameDayCutoff,
  timeZone: input.timeZone,
});

/** What the audit row of an edit names: the settings that decide its orders and their promises, from and to. */
function changesOf(before: SupplierRow, after: ReturnType<typeof profileOf>) {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const key of ['status', 'sameDayCutoff', 'timeZone'] as const)
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  return changes;
}

/**
 * A supplier and its sign-in account. The admin never learns a password: the account gets a random
 * one and the supplier is e-mailed how to choose theirs ("Forgot your password?" on its sign-in page).
 */
export async function createSupplier(
  db: Database,
  publicUrl: string,
  caller: OpsCaller,
  input: SupplierCreate,
): Promise<SupplierSummary> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(randomToken());
  return db.transaction(async (tx) => {
    const catalogue = await checkedCatalogue(tx, input);
    const user = await insertUser(tx, { email, passwordHash, role: 'supplier' });
    if (!user) throw new DomainError('conflict', SUPPLIER_MESSAGES.emailTaken);
    const id = await insertSupplier(tx, { userId: user.id, email, ...profileOf(input) });
    await replaceSupplierCatalogue(tx, id, catalogue.hcpcsCodeIds, catalogue.carrierIds);
    await enqueueMail(tx, [
      {
        to: email,
        subject: 'Your Carelane supplier account',
        text: [
          `Welcome to Carelane, ${input.name}.`,
          '',
          `Choose your password at ${publicUrl}/auth/password_recovery (enter this e-mail address),`,
          `then sign in at ${publicUrl}/suppliers/signin to see the orders sent to you.`,
        ].join('\n'),
      },
    ]);
    await recordAccess(tx, caller, {
      action: 'ops.supplier.created',
      subjectType: 'supplier',
      subjectId: id,
    });
    const created = await findSupplier(tx, id);
    if (!created) throw new Error('created supplier not found');
    return toSummary(created);
  });
}

export async function updateSupplier(
  db: Database,
  caller: OpsCaller,
  id: string,
  input: SupplierUpdate,
): Promise<SupplierSummary> {
  return db.transaction(async (tx) => {
    const before = await findSupplier(tx, id);
    if (!before) throw notFound(SUPPLIER_MESSAGES.notFound);
    const catalogue = await checkedCatalogue(tx, input);
    await updateSupplierRow(tx, id, profileOf(input));
    await replaceSupplierCatalogue(tx, id, catalogue.hcpcsCodeIds, catalogue.carrierIds);
    await recordAccess(tx, caller, {
      action: 'ops.supplier.updated',
      subjectType: 'supplier',
      subjectId: id,
      details: changesOf(before, profileOf(input)),
    });
    const updated = await findSupplier(tx, id);
    if (!updated) throw notFound(SUPPLIER_MESSAGES.notFound);
    return toSummary(updated);
  });
}
