import { COMPLIANCE_RULE } from '@dme/shared/compliance/rule';
import { formatReferralCode } from '@dme/shared/work-orders/referral-code';
import type { JobHandler } from '../jobs/jobs.runner';
import { enqueueJobs } from '../jobs/jobs.runner';
import { enqueueMail } from '../mail/mail.service';
import { findTherapiesStartedBetween } from './reevaluation-prompts.repo';

export const REEVALUATION_SCAN_JOB = 'compliance.reevaluation_scan';
export const REEVALUATION_PROMPT_JOB = 'compliance.reevaluation_prompt';
/** Daily: the window is 61 days long, so a day's delay never misses it. */
export const REEVALUATION_SCAN_EVERY_MS = 86_400_000;

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface PromptPayload {
  providerEmail: string;
  consultationId: string;
  referralCode: string;
  periodStart: string;
}

/**
 * LCD L33718: a PAP patient's continued coverage needs a face-to-face re-evaluation between day 31
 * and day 91 of therapy. Each therapy whose window is open today gets one prompt job, keyed per
 * therapy (`jobs.dedupe_key` is unique): scans in several processes, or on every day of the
 * window, prompt the clinician once.
 */
export const reevaluationScanHandler: JobHandler = async (tx, _payload, now) => {
  const today = Date.parse(isoDay(now.getTime()));
  // Day 1 is the period's start, so day N began N − 1 days after it.
  const earliestStart = isoDay(today - (COMPLIANCE_RULE.reevaluationToDay - 1) * DAY_MS);
  const latestStart = isoDay(today - (COMPLIANCE_RULE.reevaluationFromDay - 1) * DAY_MS);
  const therapies = await findTherapiesStartedBetween(tx, earliestStart, latestStart);
  await enqueueJobs(
    tx,
    therapies.map((therapy) => ({
      kind: REEVALUATION_PROMPT_JOB,
      payload: {
        providerEmail: therapy.providerEmail,
        consultationId: therapy.consultationId,
        referralCode: therapy.referralCode,
        periodStart: therapy.periodStart,
      } satisfies PromptPayload,
      dedupeKey: `reevaluation:${therapy.fulfillmentId}:${therapy.periodStart}`,
      runAt: now,
    })),
  );
};

/** The e-mail to the clinician who wrote the work order: its referral code, never the patient's name. */
export function reevaluationPromptHandler(publicUrl: string): JobHandler {
  return async (tx, payload) => {
    const { providerEmail, consultationId, referralCode, periodStart } = payload as unknown as PromptPayload;
    const closes = isoDay(Date.parse(periodStart) + (COMPLIANCE_RULE.reevaluationToDay - 1) * DAY_MS);
    const code = formatReferralCode(referralCode);
    const link = new URL(`/work_orders/${consultationId}`, publicUrl).toString();
    await enqueueMail(tx, [
      {
        to: providerEmail,
        subject: `CPAP re-evaluation due: work order ${code}`,
        text: [
          `The patient of work order ${code} is between day ${COMPLIANCE_RULE.reevaluationFromDay} and day ${COMPLIANCE_RULE.reevaluationToDay} of CPAP therapy.`,
          'Medicare (LCD L33718) and most plans keep paying only after a face-to-face re-evaluation in this window that documents the benefit and usage of at least 4 hours on 70 % of nights in 30 consecutive nights.',
          `The window closes on ${closes}. The usage and compliance are on the work order: ${link}`,
        ].join('\n\n'),
      },
    ]);
  };
}
