import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { providerTypes } from '../../db/schema/index';

/** Provider types by name, for the signup form. */
export const findProviderTypes = (db: DbOrTx) =>
  db
    .select({ id: providerTypes.id, name: providerTypes.name })
    .from(providerTypes)
    .orderBy(asc(providerTypes.name));
