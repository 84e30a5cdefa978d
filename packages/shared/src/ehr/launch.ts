import { z } from 'zod';
import { workOrderPrefillSchema } from './prefill';

/** Why a launch from an EHR did not open the work order form, as the `/ehr_launch` page explains it. */
export const EHR_LAUNCH_PROBLEMS = {
  unknown_ehr: 'This EHR is not connected to Carelane. Ask your practice administrator to connect it.',
  ehr_unreachable: 'Your EHR did not answer. Please try again from the patient’s chart in a few minutes.',
  expired:
    'This launch has expired or was already used. Please open Carelane again from the patient’s chart.',
  other_browser:
    'This launch was started in another browser. Please open Carelane again from the patient’s chart here.',
  denied: 'Your EHR did not give Carelane access to this chart. Please open Carelane again and allow access.',
  ehr_error: 'Carelane could not read this chart from your EHR. Please try again from the patient’s chart.',
  no_practitioner:
    'Your EHR did not say who is signed in. Please open Carelane again from the patient’s chart.',
  no_patient:
    'Your EHR did not say which patient to order for. Please open Carelane from the patient’s chart.',
  no_account:
    'No Carelane provider account has the NPI your EHR gave for you. Sign up with that NPI, then open Carelane from the chart again.',
} as const;
export type EhrLaunchProblem = keyof typeof EHR_LAUNCH_PROBLEMS;
export const EHR_LAUNCH_PROBLEM_PARAM = 'problem';

/** The query value that names the launch a new work order is pre-filled from. */
export const EHR_LAUNCH_PARAM = 'ehr_launch';

/** GET /api/ehr_launches/{id}: the pre-fill of one launch, for the provider it signed in. */
export const ehrLaunchReplySchema = z.object({
  id: z.string(),
  prefill: workOrderPrefillSchema,
  /** Whether the EHR let Carelane write the signed order back to the chart. */
  writesBack: z.boolean(),
});
export type EhrLaunchReply = z.infer<typeof ehrLaunchReplySchema>;

/** An EHR provider's orders come from the EHR: the form and POST /api/consultations say so. */
export const EHR_PROVIDER_ORDERS_FROM_EHR =
  'Your orders come from your EHR: open Carelane from the patient’s chart in your EHR to write one.';

/** GET /api/ehr_connections: where an EHR provider starts a launch (the demo EHR, when it runs). */
export const ehrConnectionsReplySchema = z.object({
  connections: z.array(z.object({ name: z.string(), iss: z.string(), appUrl: z.string().nullable() })),
});
export type EhrConnectionsReply = z.infer<typeof ehrConnectionsReplySchema>;
