import { createSmartClient } from '../../adapters/ehr/smart-client';
import type { SmsSender } from '../../adapters/sms/index';
import { type Config, isDevLike } from '../../config';
import {
  deleteEndedThrottleWindows,
  THROTTLE_SWEEP_EVERY_MS,
  THROTTLE_SWEEP_JOB,
} from '../../lib/lookup-throttle';
import { deleteEndedLaunches } from '../ehr-launch/ehr-launch.repo';
import {
  EHR_LAUNCH_SWEEP_EVERY_MS,
  EHR_LAUNCH_SWEEP_JOB,
  EHR_WRITE_BACK_JOB,
  ehrWriteBackHandler,
} from '../ehr-launch/write-back';
import {
  PATIENT_MESSAGE_JOB,
  patientMessageHandler,
  SMS_DELIVERY_JOB,
  smsDeliveryHandler,
} from '../notifications/notifications.service';
import { RESUPPLY_SCAN_EVERY_MS, RESUPPLY_SCAN_JOB, resupplyScanHandler } from '../resupply/resupply-scan';
import {
  deleteExpiredJwtIds,
  USED_JWT_IDS_SWEEP_EVERY_MS,
  USED_JWT_IDS_SWEEP_JOB,
} from '../trusted-jwts/trusted-jwts';
import {
  REEVALUATION_PROMPT_JOB,
  REEVALUATION_SCAN_EVERY_MS,
  REEVALUATION_SCAN_JOB,
  reevaluationPromptHandler,
  reevaluationScanHandler,
} from '../usage-data/reevaluation-prompts';
import type { JobHandler, PeriodicJob } from './jobs.runner';

/** Every kind of scheduled work and what runs it: the one list each server process runs from. */
export function scheduledWork(
  config: Config,
  sms: SmsSender,
): { handlers: Record<string, JobHandler>; periodic: PeriodicJob[] } {
  const smart = createSmartClient({ allowHttp: isDevLike(config) });
  return {
    handlers: {
      [RESUPPLY_SCAN_JOB]: resupplyScanHandler,
      [PATIENT_MESSAGE_JOB]: patientMessageHandler({
        publicUrl: config.PUBLIC_URL,
        secretKey: config.SECRET_KEY,
      }),
      [SMS_DELIVERY_JOB]: smsDeliveryHandler(sms),
      [REEVALUATION_SCAN_JOB]: reevaluationScanHandler,
      [REEVALUATION_PROMPT_JOB]: reevaluationPromptHandler(config.PUBLIC_URL),
      [THROTTLE_SWEEP_JOB]: (tx, _payload, now) => deleteEndedThrottleWindows(tx, now),
      [USED_JWT_IDS_SWEEP_JOB]: (tx, _payload, now) => deleteExpiredJwtIds(tx, now),
      [EHR_WRITE_BACK_JOB]: ehrWriteBackHandler(config, smart),
      [EHR_LAUNCH_SWEEP_JOB]: (tx, _payload, now) => deleteEndedLaunches(tx, now),
    },
    periodic: [
      { kind: RESUPPLY_SCAN_JOB, everyMs: RESUPPLY_SCAN_EVERY_MS },
      { kind: REEVALUATION_SCAN_JOB, everyMs: REEVALUATION_SCAN_EVERY_MS },
      { kind: THROTTLE_SWEEP_JOB, everyMs: THROTTLE_SWEEP_EVERY_MS },
      { kind: USED_JWT_IDS_SWEEP_JOB, everyMs: USED_JWT_IDS_SWEEP_EVERY_MS },
      { kind: EHR_LAUNCH_SWEEP_JOB, everyMs: EHR_LAUNCH_SWEEP_EVERY_MS },
    ],
  };
}
