import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema/index';

/** The tracking link in the supplier's "New Carelane order to fulfil" e-mail for this fulfillment. */
export async function mailedTrackingLink(db: Database, fulfillmentNumber: string) {
  const [mail] = await db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(eq(outboxMessages.subject, `New Carelane order to fulfil: ${fulfillmentNumber}`));
  const link = mail?.text.match(/Record tracking here: (\S+)/)?.[1];
  if (!link) throw new Error(`no tracking link was mailed for fulfillment ${fulfillmentNumber}`);
  return new URL(link);
}

/** The signed `access` token of that e-mailed link. */
export async function mailedTrackingAccess(db: Database, fulfillmentNumber: string) {
  const access = (await mailedTrackingLink(db, fulfillmentNumber)).searchParams.get('access');
  if (!access) throw new Error(`the tracking link of ${fulfillmentNumber} carries no token`);
  return access;
}
