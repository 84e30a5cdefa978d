import type { PatientSession } from '@dme/shared/shop/api';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { findPatientConsultation } from '../shop/patient-consultation';
import { type PatientSessionRow, updateSession } from './session.repo';
import { isStoredSession } from './session.service';

/**
 * GET /api/patient_sessions/me. A stored session holds PHI (its work order, insurance status, due
 * date): reading it is audited with the session and address. An unstored one is empty: no row.
 * Its work order's e-mail and phone are masked unless the browser has proven them.
 */
export async function getSessionView(
  db: Database,
  session: PatientSessionRow,
  auth: AuthContext | null,
  caller: AuditCaller,
): Promise<PatientSession> {
  const view = async (tx: Parameters<Parameters<Database['transaction']>[0]>[0] | Database) => ({
    sessionId: session.id,
    consultation: session.consultationId
      ? ((await findPatientConsultation(tx, session.consultationId, { session, auth })) ?? null)
      : null,
    cartUuid: session.cartId,
    insuranceStatusUuid: session.insuranceStatusId,
    eligibleForMachine: session.eligibleForMachine,
    estimatedDueDate: session.estimatedDueDate,
  });
  if (!isStoredSession(session)) return view(db);
  return db.transaction(async (tx) => {
    const reply = await view(tx);
    await recordAccess(tx, caller, {
      action: 'patient_session.viewed',
      subjectType: 'patient_session',
      subjectId: session.id,
      ...(session.consultationId ? { details: { consultationId: session.consultationId } } : {}),
    });
    return reply;
  });
}

/** PUT /api/patients/update: the onboarding answers (machine eligibility, due date), audited. */
export async function updatePatientAnswers(
  db: Database,
  session: PatientSessionRow,
  answers: { eligibleForMachine?: boolean | null | undefined; estimatedDueDate?: string | null | undefined },
  caller: AuditCaller,
) {
  const values = {
    ...(answers.eligibleForMachine !== undefined ? { eligibleForMachine: answers.eligibleForMachine } : {}),
    ...(answers.estimatedDueDate !== undefined ? { estimatedDueDate: answers.estimatedDueDate } : {}),
  };
  await db.transaction(async (tx) => {
    await updateSession(tx, session.id, values);
    await recordAccess(tx, caller, {
      action: 'patient_session.updated',
      subjectType: 'patient_session',
      subjectId: session.id,
      details: { fields: Object.keys(values) },
    });
  });
}
