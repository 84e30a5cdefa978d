import { phoneDigits } from '@dme/shared/validation/phone';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  cartItems,
  carts,
  consultations,
  hcpcsCodes,
  patients,
  productCategories,
  products,
  productVariants,
  productVerticals,
} from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import { recordAudit } from '../audit/audit.repo';
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

/**
 * The prescription modal's verify form: a work order a provider wrote for this e-mail AND phone
 * becomes the session's; otherwise the patient becomes an inbound lead with a work order of their
 * own, for which they upload the prescription.
 */
export async function findOrCreateConsultation(
  db: Database,
  session: PatientSessionRow,
  input: { patientEmail: string; patientPhone: string; estimatedDueDate?: string | null | undefined },
) {
  const email = input.patientEmail.trim().toLowerCase();
  const digits = phoneDigits(input.patientPhone);
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
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
    let consultationId = existing?.id;
    if (!consultationId) {
      const [patient] = await tx
        .insert(patients)
        .values({ email, phoneNumber: digits })
        .returning({ id: patients.id });
      const [created] = await tx
        .insert(consultations)
        .values({
          patientId: patient?.id,
          productVerticalId: await sessionVerticalId(tx, session),
          referralCode: await newReferralCode(tx),
          inboundLead: true,
          patientEmail: email,
          patientPhone: input.patientPhone,
          patientPrimaryContact: email,
          searchWords: searchWordsOf(null, email),
          estimatedDueDate: input.estimatedDueDate ?? null,
        })
        .returning({ id: consultations.id });
      consultationId = created?.id;
    }
    if (!consultationId) throw notFound();
    await updateSession(tx, session.id, { consultationId });
    if (session.cartId) await tx.update(carts).set({ consultationId }).where(eq(carts.id, session.cartId));
    await recordAudit(tx, {
      actorUserId: null,
      action: existing ? 'consultation.matched' : 'consultation.inbound_lead',
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
