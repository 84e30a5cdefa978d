import { passwordField } from '@dme/shared/auth/password';
import { emailField } from '@dme/shared/validation/fields';
import type { DbOrTx } from '../../db/client';
import { recordAccess } from '../audit/audit.repo';
import { localCaller } from '../audit/audit-caller';
import { hashPassword } from '../auth/sign-in.service';
import { insertUser } from '../auth/signup.repo';
import { normalizeEmail } from '../auth/users.repo';

/**
 * An operations-console account (role admin), made only by the admin command and the demo seed:
 * the console has no signup. The same password rule as every account; sign-in then asks for the
 * e-mailed code like any other role.
 */
export async function createAdminAccount(
  db: DbOrTx,
  input: { email: string; password: string; isTestAccount?: boolean },
) {
  for (const [field, value] of [
    [emailField, input.email],
    [passwordField, input.password],
  ] as const) {
    const checked = field.safeParse(value);
    if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Invalid e-mail or password');
  }
  const email = normalizeEmail(input.email);
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    role: 'admin',
    isTestAccount: input.isTestAccount ?? false,
  });
  if (!user) throw new Error(`An account with e-mail ${input.email} already exists`);
  await recordAccess(db, localCaller(null), {
    action: 'admin.created',
    subjectType: 'user',
    subjectId: user.id,
  });
  return user.id;
}
