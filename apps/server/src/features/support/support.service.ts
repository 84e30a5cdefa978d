import type { SupportRequestInput } from '@dme/shared/support/support-request';
import type { Database } from '../../db/client';
import { enqueueMail } from '../mail/mail.service';
import { insertSupportRequest } from './support.repo';

/** Stores the request and, in the same transaction, queues the e-mail to the support desk. */
export async function createSupportRequest(db: Database, supportEmail: string, input: SupportRequestInput) {
  await db.transaction(async (tx) => {
    await insertSupportRequest(tx, input);
    await enqueueMail(tx, [
      {
        to: supportEmail,
        subject: `Support request: ${input.subject}`,
        text: [
          `From: ${input.name} <${input.email}>`,
          `Subject: ${input.subject}`,
          '',
          input.description,
        ].join('\n'),
      },
    ]);
  });
}
