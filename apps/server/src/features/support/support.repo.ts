import type { SupportRequestInput } from '@dme/shared/support/support-request';
import type { DbOrTx } from '../../db/client';
import { supportRequests } from '../../db/schema/index';

export async function insertSupportRequest(db: DbOrTx, input: SupportRequestInput) {
  await db.insert(supportRequests).values(input);
}
