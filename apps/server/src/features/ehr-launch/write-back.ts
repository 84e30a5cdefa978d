import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import type { DeviceRequest, DocumentReference } from '@medplum/fhirtypes';
import type { SmartClient } from '../../adapters/ehr/smart-client';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { open } from '../../lib/sealed-box';
import { recordAudit } from '../audit/audit.repo';
import { deviceRequestsOfWorkOrder, documentReferenceOfCoverSheet } from '../fhir/device-requests';
import { findFhirWorkOrders } from '../fhir/fhir-server.repo';
import { signedCoverSheetCodes } from '../inbound-faxes/cover-sheet-seal';
import { enqueueJobs, type JobHandler } from '../jobs/jobs.runner';
import { findWriteBackGrant, useLaunchForWorkOrder } from './ehr-launch.repo';
import { ACCESS_TOKEN_PURPOSE, connectionOf } from './ehr-launch.service';
import { grantsCreate } from './smart-scopes';

export const EHR_WRITE_BACK_JOB = 'ehr_write_back';
/** Ended launches (their state, pre-fill and sealed token) are deleted hourly. */
export const EHR_LAUNCH_SWEEP_JOB = 'ehr_launch_sweep';
export const EHR_LAUNCH_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * The signed work order takes its launch (once: a second order from the same launch, even at the
 * same instant, is refused) and, when the EHR granted the write scope, is queued to be written back
 * to the chart as DeviceRequests: an EHR that is slow or down never fails the signature.
 */
export async function signFromLaunch(
  tx: DbOrTx,
  input: { launchId: string; providerId: string; consultationId: string; writesBack: boolean; now: Date },
) {
  if (!(await useLaunchForWorkOrder(tx, { id: input.launchId, ...input })))
    throw new DomainError('conflict', WORK_ORDER_ERRORS.ehrLaunchUsed);
  if (input.writesBack)
    await enqueueJobs(tx, [
      {
        kind: EHR_WRITE_BACK_JOB,
        payload: { consultationId: input.consultationId },
        runAt: input.now,
        dedupeKey: `${EHR_WRITE_BACK_JOB}:${input.consultationId}`,
      },
    ]);
}

/**
 * Writes the signed work order to the chart it was launched from, as DeviceRequests carrying the
 * verdict (Da Vinci CRD coverage-information) and its cover sheet as a DocumentReference, with the token the launch was granted. Each is sent
 * as a conditional create on its identifier (FHIR `If-None-Exist`), so a retry after a partial
 * write creates nothing twice. A token that has expired ends the job: the EHR still reads the order
 * from the product's FHIR API (decision 0122).
 */
export const ehrWriteBackHandler =
  (config: Config, smart: SmartClient): JobHandler =>
  async (tx, payload, now) => {
    const consultationId = String(payload.consultationId);
    const grant = await findWriteBackGrant(tx, consultationId);
    const connection = grant ? connectionOf(config, grant.iss) : null;
    const token =
      grant?.accessTokenSealed && grant.accessTokenExpiresAt && grant.accessTokenExpiresAt > now
        ? open(config.SECRET_KEY, ACCESS_TOKEN_PURPOSE, grant.accessTokenSealed)
        : null;
    const audit = (action: string, details: Record<string, unknown> = {}) =>
      recordAudit(tx, {
        actorUserId: null,
        action,
        subjectType: 'consultation',
        subjectId: consultationId,
        details,
      });
    if (!grant || !connection || !token) return audit('ehr_write_back.token_expired');
    const {
      rows: [order],
    } = await findFhirWorkOrders(tx, {
      ehrIssuer: grant.iss,
      workOrderIds: [consultationId],
      limit: 1,
      offset: 0,
    });
    if (!order) return audit('ehr_write_back.no_order');
    const coverSheet = documentReferenceOfCoverSheet(order, {
      baseUrl: config.PUBLIC_URL,
      fax: { number: config.FAX_NUMBER, email: config.FAX_EMAIL },
      signedReferralCode: signedCoverSheetCodes(
        { id: order.uuid, referralCode: order.referralCode },
        config.SECRET_KEY,
      ).referralCode,
    });
    const send = async (resource: DeviceRequest | DocumentReference) => {
      const [identifier] = resource.identifier ?? [];
      const created = await smart.create(connection, token, relativeTo(grant.iss, withoutId(resource)), {
        ifNoneExist: identifier ? `identifier=${identifier.system}|${identifier.value}` : undefined,
      });
      return created.id ?? '';
    };
    const deviceRequests: string[] = [];
    for (const request of deviceRequestsOfWorkOrder(order, { baseUrl: config.PUBLIC_URL }))
      deviceRequests.push(await send(request));
    // The cover sheet goes too when the EHR lets the product file documents in the chart.
    const documentReferences = grantsCreate(grant.grantedScope ?? '', 'DocumentReference')
      ? [await send(coverSheet)]
      : [];
    await audit('ehr_write_back.written', { iss: grant.iss, deviceRequests, documentReferences });
  };

/**
 * References to the EHR's own resources (its patient) are made relative, as a resource on that
 * server writes them (FHIR R4 references.html#literal): the EHR finds them by its own search.
 */
function relativeTo<T>(iss: string, resource: T): T {
  const base = `${iss}/`;
  return JSON.parse(JSON.stringify(resource), (key, value) =>
    key === 'reference' && typeof value === 'string' && value.startsWith(base)
      ? value.slice(base.length)
      : value,
  ) as T;
}

/** The EHR names what it stores: the product's own id goes as the identifier only. */
const withoutId = <T extends { id?: string }>({ id: _id, ...resource }: T) => resource;
