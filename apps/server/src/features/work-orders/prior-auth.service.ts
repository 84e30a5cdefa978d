import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { PRIOR_AUTH_STATUSES, type PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { BlobStorage } from '../../adapters/storage/index';
import type { Database, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/secure-token';
import { insertAttachments, insertBlob } from '../attachments/attachments.repo';
import { fileSignatureProblem } from '../attachments/file-signature';
import { recordAccess } from '../audit/audit.repo';
import { type AuditCaller, localCaller } from '../audit/audit-caller';
import { notifyPriorAuthDecided } from '../notifications/notifications.service';
import { updatePriorAuthStatus } from './prior-auth.repo';
import { findWorkOrderIdByReferralCode } from './work-orders.repo';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * Sets a work order's prior-authorisation status, optionally with the payer's response document
 * (the admin command; suppliers set it from their dashboard with the orders area).
 */
export async function setPriorAuthStatus(
  { db, storage }: { db: Database; storage: BlobStorage },
  input: { referralCode: string; status: string; payerResponsePath?: string | undefined },
  now = new Date(),
) {
  if (!(PRIOR_AUTH_STATUSES as readonly string[]).includes(input.status)) {
    throw new Error(`Status must be one of: ${PRIOR_AUTH_STATUSES.join(', ')}`);
  }
  const consultationId = await findWorkOrderIdByReferralCode(db, normalizeReferralCode(input.referralCode));
  if (!consultationId) throw new Error(`No work order with referral code ${input.referralCode}`);

  let payerResponseId: string | null = null;
  if (input.payerResponsePath) {
    const contentType = CONTENT_TYPES[extname(input.payerResponsePath).toLowerCase()];
    if (!contentType) throw new Error('The payer response must be a PDF, PNG or JPEG file');
    const content = await readFile(input.payerResponsePath);
    const problem = await fileSignatureProblem(content, contentType);
    if (problem) throw new Error(problem);
    const object = {
      key: `${now.toISOString().slice(0, 10)}/${randomUUID()}`,
      filename: basename(input.payerResponsePath),
      contentType,
      byteSize: content.length,
      checksum: createHash('md5').update(content).digest('base64'),
    };
    await storage.put(object, content);
    payerResponseId = await db.transaction(async (tx) => {
      const blob = await insertBlob(tx, {
        ...object,
        storageKey: object.key,
        signedIdHash: sha256(randomToken()),
        uploadedAt: now,
        uploadExpiresAt: now,
      });
      const [attachment] = await insertAttachments(tx, [
        { blobId: blob.id, kind: 'payer_response', consultationId },
      ]);
      return attachment?.id ?? null;
    });
  }
  await db.transaction((tx) =>
    writePriorAuthStatus(
      tx,
      { consultationId, status: input.status as PriorAuthStatus, payerResponseId },
      localCaller(null),
    ),
  );
}

/**
 * The one writer of a work order's prior-authorisation status (the supplier, the admin command, the
 * operations console): the status, the payer's response if one came, the patient's message when
 * the payer decided, and the audit row, in the caller's transaction. The payer checks of
 * prior-auth-refresh.service.ts write through the same repo file, compare-and-set in one batch.
 */
export async function writePriorAuthStatus(
  tx: DbOrTx,
  input: {
    consultationId: string;
    status: PriorAuthStatus;
    payerResponseId: string | null;
    /** Read on the first move to Submitted: the request asks for an expedited decision. */
    expedited?: boolean;
  },
  caller: AuditCaller,
  now = new Date(),
) {
  const { consultationId, status, payerResponseId } = input;
  await updatePriorAuthStatus(
    tx,
    consultationId,
    { status, payerResponseId, expedited: input.expedited ?? false },
    now,
  );
  await notifyPriorAuthDecided(tx, consultationId, status);
  await recordAccess(tx, caller, {
    action: 'work_order.prior_auth_set',
    subjectType: 'consultation',
    subjectId: consultationId,
    details: { status, ...(payerResponseId ? { payerResponse: payerResponseId } : {}) },
  });
}
