/**
 * The CPAP machine question (spec §4). Insurers replace a PAP device at most every 5 years
 * (CMS LCD L33718), so the answer decides whether a machine can be billed.
 */
export const MACHINE_QUESTION =
  'Is the patient eligible for a new machine (no PAP device paid for by insurance in the last 5 years)?';
