import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail/mail.service';

/** Asks the supplier, by e-mail, for a fulfillment's CPAP usage data. */
export async function mailUsageDataRequest(
  tx: DbOrTx,
  to: { supplierEmail: string; number: string; publicUrl: string },
) {
  await enqueueMail(tx, [
    {
      to: to.supplierEmail,
      subject: `Usage data requested: ${to.number}`,
      text: `A provider asked for the CPAP usage data of fulfillment ${to.number}.\n\nUpload it here: ${to.publicUrl}/`,
    },
  ]);
}
