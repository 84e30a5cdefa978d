import type { DbOrTx } from '../../db/client';
import { contactRequests } from '../../db/schema/index';

export async function insertContactRequest(db: DbOrTx, values: typeof contactRequests.$inferInsert) {
  const [created] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
  return created;
}
