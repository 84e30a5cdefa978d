import type { contactRequestBodySchema } from '@dme/shared/insurance/api';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { enqueueMail } from '../mail/mail.service';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { insertContactRequest } from './contact-request.repo';

type ContactRequest = z.output<typeof contactRequestBodySchema>['patient'];

export const contactSuccessMessage = (request: Pick<ContactRequest, 'email' | 'phoneNumber'>) =>
  request.email
    ? `Thanks! Our team will reach out to ${request.email} shortly to help with your insurance.`
    : 'Thanks! Our team will call you within one business day to help with your insurance.';

/** Stores the request and e-mails the support desk in one transaction ("We're On It"). */
export async function createContactRequest(
  db: Database,
  supportEmail: string,
  session: PatientSessionRow,
  request: ContactRequest,
  caller: AuditCaller,
) {
  const { email, phoneNumber, bestTimeToCall, physicianName, insuranceCarrierName, ...details } = request;
  await db.transaction(async (tx) => {
    const created = await insertContactRequest(tx, {
      sessionId: session.id,
      email: email ?? null,
      phoneNumber: phoneNumber ?? null,
      bestTimeToCall: bestTimeToCall ?? null,
      physicianName: physicianName ?? null,
      insuranceCarrierName: insuranceCarrierName ?? null,
      details: Object.fromEntries(
        Object.entries(details).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    });
    await recordAccess(tx, caller, {
      action: 'contact_request.created',
      subjectType: 'contact_request',
      ...(created ? { subjectId: created.id } : {}),
    });
    const lines = Object.entries(request)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}: ${value}`);
    await enqueueMail(tx, [
      {
        to: supportEmail,
        subject: 'Insurance help requested',
        text: ['A patient asked for help with their insurance.', '', ...lines].join('\n'),
      },
    ]);
  });
  return contactSuccessMessage(request);
}
