/** Spec §9 constants of the work order form. */
export const DEFAULT_LENGTH_OF_NEED_MONTHS = 99;
export const DEFAULT_PRESSURE_SETTING_CM_H2O = 10;
/** How long typing pauses before the coverage verdict and the CMS oxygen warning update (spec §5). */
export const CMS_WARNING_DEBOUNCE_MS = 500;

export const BEST_TIMES_TO_CALL = [
  'Morning (8am-12pm)',
  'Afternoon (12pm-4pm)',
  'Evening (4pm-7pm)',
  'Anytime',
] as const;

export const VERTICAL_NAMES = { breastPump: 'Breast Pump', respiratoryCare: 'Respiratory Care' } as const;

/** The info toast when a code of another vertical is added (spec §4 "Work order form"). */
export const oneVerticalMessage = (addedVertical: string, formVertical: string) =>
  `We cannot add ${addedVertical} HCPCs codes. This form already contains ${formVertical} HCPCs codes.`;
