import { RETURN_TO_PARAM, USER_DATA_PARAM } from '@dme/shared/auth/links';
import { EHR_LAUNCH_PARAM, EHR_LAUNCH_PROBLEM_PARAM, type EhrLaunchProblem } from '@dme/shared/ehr/launch';

export type { EhrLaunchProblem };

/** The web page that explains why a launch did not open the form. */
export const launchProblemPage = (problem: EhrLaunchProblem) =>
  `/ehr_launch?${new URLSearchParams({ [EHR_LAUNCH_PROBLEM_PARAM]: problem })}`;

/**
 * The provider's sign-in page with the new session (the one-time link's `user_data`, spec §7), which
 * then returns to the new work order form pre-filled from the launch.
 */
export const newWorkOrderPageOf = (launchId: string, userData: string) =>
  `/providers/signin?${new URLSearchParams({
    [USER_DATA_PARAM]: userData,
    [RETURN_TO_PARAM]: `/work_orders/new?${new URLSearchParams({ [EHR_LAUNCH_PARAM]: launchId })}`,
  })}`;
