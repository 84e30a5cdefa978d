import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import { enqueueJobs } from '../jobs/jobs.runner';
import { useLaunchForWorkOrder } from './ehr-launch.repo';

export const EHR_WRITE_BACK_JOB = 'ehr_write_back';

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
