/** Spec §9 constants of the work order form. */
export const DEFAULT_LENGTH_OF_NEED_MONTHS = 99;
export const DEFAULT_PRESSURE_SETTING_CM_H2O = 10;
/** CMS home oxygen, Group I (NCD 240.2, LCD L33797): PaO2 at most 55 mm Hg or saturation at most 88 %. */
export const PO2_QUALIFIES_AT_MOST_MM_HG = 55;
export const SATURATION_QUALIFIES_AT_MOST_PERCENT = 88;
export const CMS_WARNING_DEBOUNCE_MS = 500;

export const BEST_TIMES_TO_CALL = [
  'Morning (8am-12pm)',
  'Afternoon (12pm-4pm)',
  'Evening (4pm-7pm)',
  'Anytime',
] as const;

export const VERTICAL_NAMES = { breastPump: 'Breast Pump', respiratoryCare: 'Respiratory Care' } as const;

/**
 * The spec's warning that CMS requirements are not met (spec §5, 500 ms debounce), with the CMS
 * thresholds (NCD 240.2 / LCD L33797, Group I: PaO2 ≤ 55 mm Hg or SpO2/SaO2 ≤ 88 %). The spec's
 * sentence reads the saturation rule backwards ("saturation below 88"): a saturation of 88 % or
 * less qualifies, so the warning is for values above. One qualifying test qualifies the patient,
 * so the warning shows only when every value given fails; no value, no warning (the form asks).
 * Group II (PaO2 56–59 or saturation 89 % with edema, cor pulmonale or hematocrit > 56 %) needs
 * findings this form does not collect, so those values warn too.
 */
export function failsCmsOxygenCriteria(values: {
  po2Percent?: number | null;
  arterialSaturationPercent?: number | null;
}) {
  const { po2Percent, arterialSaturationPercent } = values;
  const tests = [
    typeof po2Percent === 'number' ? po2Percent <= PO2_QUALIFIES_AT_MOST_MM_HG : null,
    typeof arterialSaturationPercent === 'number'
      ? arterialSaturationPercent <= SATURATION_QUALIFIES_AT_MOST_PERCENT
      : null,
  ].filter((qualifies) => qualifies !== null);
  return tests.length > 0 && !tests.includes(true);
}

/** The info toast when a code of another vertical is added (spec §4 "Work order form"). */
export const oneVerticalMessage = (addedVertical: string, formVertical: string) =>
  `We cannot add ${addedVertical} HCPCs codes. This form already contains ${formVertical} HCPCs codes.`;
