import { randomUUID } from 'node:crypto';
import { type ConsultationClaimReply, PRESCRIPTION_CLAIM_MESSAGES } from '@dme/shared/shop/api';
import { phoneDigits } from '@dme/shared/validation/phone';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  cartItems,
  carts,
  consultationClaims,
  consultations,
  hcpcsCodes,
  patients,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';
import { DomainError, notFound } from '../../lib/domain-error';
import { LOOKUP_LIMITS, throttledLookup } from '../../lib/lookup-throttle';
import { randomDigits, sameSecret, sha256 } from '../../lib/secure-token';
import { type AuditCaller, recordAccess } from '../audit/audit.repo';
import { enqueueMail } from '../mail/mail.service';
import type { NewMail } from '../mail/outbox.repo';
import type { PatientSessionRow } from '../patient-session/session.repo';
import { updateSession } from '../patient-session/session.repo';
import { searchWordsOf } from '../work-orders/work-order-rules';
import { newReferralCode } from '../work-orders/work-orders.service';
import { findPatientConsultation } from './patient-consultation';

/** The vertical the session shops: its cart's, else the first. */
async function sessionVerticalId(db: DbOrTx, session: PatientSessionRow) {
  const [fromCart] = session.cartId
    ? await db
        .select({ id: productVerticals.id })
        .from(cartItems)
        .innerJoin(productVariants, eq(productVariants.id, cartItems.productVariantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .innerJoin(hcpcsCodes, eq(hcpcsCodes.id, products.hcpcsCodeId))
        .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
        .innerJoin(productVerticals, eq(productVerticals.id, productCategories.verticalId))
        .where(eq(cartItems.cartId, session.cartId))
        .limit(1)
    : [];
  if (fromCart) return fromCart.id;
  const [first] = await db
    .select({ id: productVerticals.id })
    .from(productVerticals)
    .orderBy(asc(productVerticals.position))
    .limit(1);
  if (!first) throw notFound();
  return first.id;
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
  const [existing] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(
      and(
        eq(consultations.patientEmail, email),
        sql`regexp_replace(coalesce(${consultations.patientPhone}, ''), '\\D', '', 'g') = ${digits}`,
        eq(consultations.inboundLead, false),
      ),
    )
    .orderBy(sql`${consultations.createdAt} desc`)
    .limit(1);
  const claimId = randomUUID();
  const code = randomDigits(6);
  await db.transaction(async (tx) => {
    // A new code replaces the session's earlier ones.
    await tx
      .update(consultationClaims)
      .set({ usedAt: now })
      .where(and(eq(consultationClaims.sessionId, session.id), isNull(consultationClaims.usedAt)));
    await tx.insert(consultationClaims).values({
      id: claimId,
      sessionId: session.id,
      consultationId: existing?.id ?? null,
      patientEmail: email,
      patientPhone: input.patientPhone,
      estimatedDueDate: input.estimatedDueDate ?? null,
      codeHash: codeHashOf(claimId, code),
      expiresAt: new Date(now.getTime() + CLAIM_TTL_MS),
    });
    await enqueueMail(tx, [claimMail(email, code, Boolean(existing))]);
    await recordAccess(tx, caller, {
      action: 'consultation.claim_requested',
      subjectType: 'consultation',
      ...(existing ? { subjectId: existing.id } : {}),
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
  const latest = db
    .select({ id: consultationClaims.id })
    .from(consultationClaims)
    .where(
      and(
        eq(consultationClaims.sessionId, session.id),
        isNull(consultationClaims.usedAt),
        gt(consultationClaims.expiresAt, now),
      ),
    )
    .orderBy(desc(consultationClaims.createdAt))
    .limit(1);
  const [claim] = await db
    .update(consultationClaims)
    .set({ attempts: sql`${consultationClaims.attempts} + 1` })
    .where(inArray(consultationClaims.id, latest))
    .returning();
  if (!claim || claim.attempts > MAX_CODE_ATTEMPTS)
    throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.expired);
  if (!sameSecret(codeHashOf(claim.id, code), claim.codeHash))
    throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.invalid);

  const id = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(consultationClaims)
      .set({ usedAt: now })
      .where(and(eq(consultationClaims.id, claim.id), isNull(consultationClaims.usedAt)))
      .returning({ id: consultationClaims.id });
    if (!used) throw new DomainError('unprocessable', PRESCRIPTION_CLAIM_MESSAGES.expired);
    let consultationId = claim.consultationId;
    if (!consultationId) {
      const digits = phoneDigits(claim.patientPhone);
      const [patient] = await tx
        .insert(patients)
        .values({ email: claim.patientEmail, phoneNumber: digits })
        .returning({ id: patients.id });
      const [created] = await tx
        .insert(consultations)
        .values({
          patientId: patient?.id,
          productVerticalId: await sessionVerticalId(tx, session),
          referralCode: await newReferralCode(tx),
          inboundLead: true,
          patientEmail: claim.patientEmail,
          patientPhone: claim.patientPhone,
          patientPrimaryContact: claim.patientEmail,
          searchWords: searchWordsOf(null, claim.patientEmail),
          estimatedDueDate: claim.estimatedDueDate,
        })
        .returning({ id: consultations.id });
      consultationId = created?.id ?? null;
    }
    if (!consultationId) throw notFound();
    await updateSession(tx, session.id, { consultationId });
    if (session.cartId) await tx.update(carts).set({ consultationId }).where(eq(carts.id, session.cartId));
    await recordAccess(tx, caller, {
      action: claim.consultationId ? 'consultation.matched' : 'consultation.inbound_lead',
      subjectType: 'consultation',
      subjectId: consultationId,
    });
    return consultationId;
  });
  session.consultationId = id;
  const view = await findPatientConsultation(db, id);
  if (!view) throw notFound();
  return view;
}
