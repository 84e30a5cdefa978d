import { randomUUID } from 'node:crypto';
import { type ConsultationClaimReply, PRESCRIPTION_CLAIM_MESSAGES } from '@dme/shared/shop/api';
import { phoneDigits } from '@dme/shared/validation/phone';
import type { Database, DbOrTx } from '../../db/client';
import { DomainError, notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import { randomDigits, sameSecret, sha256 } from '../../lib/secure-token';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { enqueueMail } from '../mail/mail.service';
import type { NewMail } from '../mail/outbox.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { searchWordsOf } from '../work-orders/work-order-rules';
import { newReferralCode } from '../work-orders/work-orders.service';
import {
  countClaimAttempt,
  findCartVerticalId,
  findFirstVerticalId,
  findWorkOrderIdForContact,
  insertInboundLead,
  markClaimUsed,
  replaceOpenClaims,
  setCartWorkOrder,
} from './find-or-create.repo';
import { findPatientConsultation } from './patient-consultation';

/** The vertical the session shops: its cart's, else the first. */
async function sessionVerticalId(db: DbOrTx, session: PatientSessionRow) {
  const id =
    (session.cartId ? await findCartVerticalId(db, session.cartId) : undefined) ??
    (await findFirstVerticalId(db));
  if (!id) throw notFound();
  return id;
}

const CLAIM_TTL_MS = 15 * 60_000;
const MAX_CODE_ATTEMPTS = 5;
const codeHashOf = (claimId: string, code: string) => sha256(`${claimId}:${code}`);

function claimMail(to: string, code: string, hasProviderOrder: boolean): NewMail {
  return {
    to,
    subject: `Your Carelane verification code: ${code}`,
    text: [
      `Your verification code is ${code}.`,
      '',
      hasProviderOrder
        ? 'Enter it in the prescription window on Carelane to connect the prescription your provider sent us.'
        : 'We have not received a prescription from your provider for this email and phone number yet. Enter the code in the prescription window on Carelane, then upload a photo or scan of your prescription.',
      '',
      'The code expires in 15 minutes. If you did not ask for it, you can ignore this email: nothing was shared.',
    ].join('\n'),
  };
}

/**
 * The prescription modal's verify form (issue 12 item 7). Anyone can type someone's e-mail and
 * phone, so the reply is the same whether or not a provider wrote a work order for them, and
 * nothing is bound to the caller's session: a code goes to the e-mail address typed, and only that
 * code, typed back by `confirmConsultationClaim`, binds the work order (or starts an inbound lead).
 */
export async function requestConsultationClaim(
  db: Database,
  session: PatientSessionRow,
  input: { patientEmail: string; patientPhone: string; estimatedDueDate?: string | null | undefined },
  caller: AuditCaller,
  now = new Date(),
): Promise<ConsultationClaimReply> {
  const email = input.patientEmail.trim().toLowerCase();
  const digits = phoneDigits(input.patientPhone);
  // Codes per address per hour, counted atomically: the form must not become a way to flood an inbox.
  await throttledLookup(
    db,
    LOOKUP_LIMITS.prescriptionCodeMail,
    [`email:${email}`],
    async () => undefined,
    now,
  );
  const existingId = await findWorkOrderIdForContact(db, email, digits);
  const claimId = randomUUID();
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    await replaceOpenClaims(
      tx,
      {
        id: claimId,
        sessionId: session.id,
        consultationId: existingId ?? null,
        patientEmail: email,
        patientPhone: input.patientPhone,
        estimatedDueDate: input.estimatedDueDate ?? null,
        codeHash: codeHashOf(claimId, code),
        expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
      },
      now,
    );
    await enqueueMail(tx, [claimMail(email, code, Boolean(existingId))]);
    await recordAccess(tx, caller, {
      action: 'consultation.claim_requested',
      subjectType: 'consultation',
      ...(existingId ? { subjectId: existingId } : {}),
    });
  });
  return { message: PRESCRIPTION_CLAIM_MESSAGES.sent, codeSent: true };
}

/**
 * The code from the e-mail, typed in the same browser: the work order found for that e-mail and
 * phone becomes the session's (or, none found, a new inbound-lead work order of the patient's own).
 * Each try is counted atomically before the code is compared, so parallel guesses get 5 tries in
 * all; a code works once and for 15 minutes.
 */
export async function confirmConsultationClaim(
  db: Database,
  session: PatientSessionRow,
  code: string,
  caller: AuditCaller,
  now = new Date(),
) {
  const claim = await countClaimAttempt(db, session.id, now);
  if (!claim || claim.attempts > MAX_CODE_ATTEMPTS)
    throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.expired);
  if (!sameSecret(codeHashOf(claim.id, code), claim.codeHash))
    throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.invalid);

  const id = await db.transaction(async (tx) => {
    if (!(await markClaimUsed(tx, claim.id, now)))
      throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.expired);
    const consultationId =
      claim.consultationId ??
      (await insertInboundLead(
        tx,
        { email: claim.patientEmail, phoneNumber: phoneDigits(claim.patientPhone) },
        {
          productVerticalId: await sessionVerticalId(tx, session),
          referralCode: await newReferralCode(tx),
          patientEmail: claim.patientEmail,
          patientPhone: claim.patientPhone,
          patientPrimaryContact: claim.patientEmail,
          searchWords: searchWordsOf(null, claim.patientEmail),
          estimatedDueDate: claim.estimatedDueDate,
        },
      ));
    if (!consultationId) throw notFound();
    // Typing back the code proves this browser's person holds the work order's e-mail (and knows
    // its phone): from now on it sees them unmasked.
    await updateSession(tx, session.id, { consultationId, contactProvenConsultationId: consultationId });
    if (session.cartId) await setCartWorkOrder(tx, session.cartId, consultationId);
    await recordAccess(tx, caller, {
      action: claim.consultationId ? 'consultation.matched' : 'consultation.inbound_lead',
      subjectType: 'consultation',
      subjectId: consultationId,
    });
    return consultationId;
  });
  session.consultationId = id;
  session.contactProvenConsultationId = id;
  const view = await findPatientConsultation(db, id, { session, auth: null });
  if (!view) throw notFound();
  return view;
}
