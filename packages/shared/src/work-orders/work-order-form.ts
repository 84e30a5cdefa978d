import { z } from 'zod';
import { EVIDENCE_MESSAGES, lineEvidenceSchema } from '../coverage/evidence';
import { evidenceKindOf } from '../coverage/index';
import { optionalNumberIn, rangeMessage, VALUE_RANGES } from '../coverage/value-ranges';
import { isRealDate } from '../validation/form-input';
import { isValidUsPhone } from '../validation/phone';
import { BEST_TIMES_TO_CALL, VERTICAL_NAMES } from './constants';

/** What the rules need to know about one HCPCS code; the form and the server both load it. */
export interface HcpcsRule {
  code: string;
  verticalName: string;
  isCpap: boolean;
  isCpapMachine: boolean;
  isOxygenCore: boolean;
  icd10s: { code: string; isPrimaryDx: boolean; isSecondaryDx: boolean; isRequiredSecondaryDx: boolean }[];
}

export const WORK_ORDER_MESSAGES = {
  emailOrPhone: 'Please enter patient email or phone',
  phoneRequired: 'Please enter patient phone',
  phoneInvalid: 'Patient Phone must be a valid phone number',
  emailInvalid: 'Must be a valid email address',
  validDate: 'Must be a valid date',
  futureDate: 'Cannot be in the future',
  signatureRequired: 'Provider signature is required',
  attestation: 'Attestation is required',
  bestTimeToCall: 'Please select the best time to call',
  machineQuestion: 'Must select Yes or No',
  noCodes: 'Add at least one HCPCS code',
  unknownCode: 'Unknown HCPCS code',
  oneVertical: 'A work order can hold codes of only one product vertical',
  duplicateCode: 'Each HCPCS code can be added only once',
  noDiagnosis: 'Add one or more diagnosis codes',
  noPrimaryDiagnosis: 'Please select an ICD10 that supports the core device',
  unsupportedDiagnosis: 'This diagnosis code does not support the selected HCPCS code',
  oxygenLevels: "Please provide either the Patient's PO2 or Arterial Saturation Level to proceed.",
  lengthOfNeed: 'Length of need is required and must be a number of months',
  pressureSetting: 'Pressure setting is required and must be a number',
  lengthOfNeedRange: rangeMessage(VALUE_RANGES.lengthOfNeed),
  pressureSettingRange: rangeMessage(VALUE_RANGES.pressureSetting),
  po2Range: rangeMessage(VALUE_RANGES.po2),
  saturationRange: rangeMessage(VALUE_RANGES.saturation),
  stateInvalid: 'State must be a two-letter code',
  zipInvalid: 'ZIP code must be 5 digits',
} as const;

export const requiredSecondaryMessage = (codes: string[]) =>
  `Please select the required ICD10 code(s): ${codes.join(', ')} in order to submit this order.`;

/**
 * `po2Percent` keeps the spec's wire name but holds the arterial PO2 (PaO2) in mm Hg: the spec's
 * own threshold ("PO2 above 55") and CMS's (PaO2 ≤ 55 mm Hg, NCD 240.2) are pressures, not percentages.
 */
export const hcpcsLineSchema = z.object({
  code: z.string().trim().min(1).max(10),
  lengthOfNeed: optionalNumberIn(VALUE_RANGES.lengthOfNeed),
  pressureSetting: optionalNumberIn(VALUE_RANGES.pressureSetting),
  po2Percent: optionalNumberIn(VALUE_RANGES.po2),
  arterialSaturationPercent: optionalNumberIn(VALUE_RANGES.saturation),
  icd10Codes: z.array(z.string().trim().min(1).max(10)).max(20),
  /** What the coverage rules need for this code (sleep study, oxygen test, due date); optional so
   * older clients and stored orders still parse. Never required: a verdict warns, it does not block. */
  evidence: lineEvidenceSchema.nullish(),
});
export type HcpcsLineInput = z.infer<typeof hcpcsLineSchema>;

/** The rules of one accordion form (spec §5 "Per code"), as issues on paths relative to the line. */
export function checkHcpcsLine(line: HcpcsLineInput, rule: HcpcsRule): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const selected = new Set(line.icd10Codes);
  const known = new Map(rule.icd10s.map((d) => [d.code, d]));
  if (selected.size === 0) problems.push({ path: ['icd10Codes'], message: WORK_ORDER_MESSAGES.noDiagnosis });
  else {
    if ([...selected].some((code) => !known.has(code)))
      problems.push({ path: ['icd10Codes'], message: WORK_ORDER_MESSAGES.unsupportedDiagnosis });
    const missing = rule.icd10s
      .filter((d) => d.isRequiredSecondaryDx && !selected.has(d.code))
      .map((d) => d.code);
    if (missing.length > 0)
      problems.push({ path: ['icd10Codes'], message: requiredSecondaryMessage(missing) });
    if (![...selected].some((code) => known.get(code)?.isPrimaryDx))
      problems.push({ path: ['icd10Codes'], message: WORK_ORDER_MESSAGES.noPrimaryDiagnosis });
  }
  if (rule.isCpap) {
    if (line.lengthOfNeed === null)
      problems.push({ path: ['lengthOfNeed'], message: WORK_ORDER_MESSAGES.lengthOfNeed });
    if (line.pressureSetting === null)
      problems.push({ path: ['pressureSetting'], message: WORK_ORDER_MESSAGES.pressureSetting });
  }
  if (rule.isOxygenCore && line.po2Percent === null && line.arterialSaturationPercent === null) {
    problems.push({ path: ['po2Percent'], message: WORK_ORDER_MESSAGES.oxygenLevels });
  }
  return problems;
}

export const HCPCS_LINE_FIELDS = [
  'lengthOfNeed',
  'pressureSetting',
  'po2Percent',
  'arterialSaturationPercent',
  'icd10Codes',
] as const;
export type HcpcsLineField = (typeof HCPCS_LINE_FIELDS)[number];

/**
 * One accordion form's problems as the form shows them, at most one per field: a field's own
 * problem (out of range, not a number) wins over a rule about it, and a value typed out of range
 * still counts as given, so "Please provide either…" never contradicts the range message.
 */
export function checkHcpcsLineValues(
  values: Partial<Record<HcpcsLineField | 'code', unknown>>,
  rule: HcpcsRule,
): { field: HcpcsLineField; message: string }[] {
  const problems = new Map<HcpcsLineField, string>();
  const line: HcpcsLineInput = {
    code: rule.code,
    lengthOfNeed: null,
    pressureSetting: null,
    po2Percent: null,
    arterialSaturationPercent: null,
    icd10Codes: [],
  };
  for (const field of HCPCS_LINE_FIELDS) {
    const parsed = hcpcsLineSchema.shape[field].safeParse(values[field]);
    if (parsed.success) {
      (line as Record<HcpcsLineField, unknown>)[field] = parsed.data;
      continue;
    }
    problems.set(field, parsed.error.issues[0]?.message ?? 'Invalid value');
    const typed = Number(values[field]);
    if (field !== 'icd10Codes' && Number.isFinite(typed))
      (line as Record<HcpcsLineField, unknown>)[field] = typed;
  }
  for (const problem of checkHcpcsLine(line, rule)) {
    const field = problem.path[0] as HcpcsLineField;
    if (!problems.has(field)) problems.set(field, problem.message);
  }
  // In the order the fields are shown, so Save focuses the first one on screen.
  return HCPCS_LINE_FIELDS.flatMap((field) => {
    const message = problems.get(field);
    return message ? [{ field, message }] : [];
  });
}

/** Blank fields are allowed (an address is optional); a ZIP code given must be one. */
export const workOrderAddressSchema = z.object({
  line1: z.string().trim().max(200).optional().default(''),
  line2: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().max(100).optional().default(''),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), WORK_ORDER_MESSAGES.stateInvalid)
    .optional()
    .default(''),
  zip: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), WORK_ORDER_MESSAGES.zipInvalid)
    .optional()
    .default(''),
});

const baseWorkOrderSchema = z.object({
  referralCode: z.string().trim().min(6).max(7),
  patientName: z.string().trim().max(200).optional().default(''),
  patientDob: z
    .string()
    .trim()
    .refine((v) => v === '' || isRealDate(v), WORK_ORDER_MESSAGES.validDate)
    .optional()
    .default(''),
  patientEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, WORK_ORDER_MESSAGES.emailInvalid)
    .optional()
    .default(''),
  patientPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidUsPhone(v), WORK_ORDER_MESSAGES.phoneInvalid)
    .optional()
    .default(''),
  /** Where the equipment goes, when the clinician (or the EHR) gives it. */
  patientAddress: workOrderAddressSchema.nullish(),
  insurancePayer: z.string().trim().max(200).optional().default(''),
  insuranceMemberId: z.string().trim().max(80).optional().default(''),
  /** The SMART launch this order was pre-filled from (issue 49): it ties the order to the EHR's patient. */
  ehrLaunchId: z.uuid().nullish(),
  providerSignature: z.string().trim().min(1, WORK_ORDER_MESSAGES.signatureRequired).max(200),
  providerSignatureDate: z.string().trim().refine(isRealDate, WORK_ORDER_MESSAGES.validDate),
  providerAttestation: z.boolean().optional().default(false),
  phoneAssistanceRequired: z.boolean().optional().default(false),
  bestTimeToCall: z.enum(BEST_TIMES_TO_CALL).nullish(),
  eligibleForMachine: z.boolean().nullish(),
  hcpcsCodes: z.array(hcpcsLineSchema).max(40),
});
export type WorkOrderInput = z.input<typeof baseWorkOrderSchema>;

/**
 * The whole work order with every rule of spec §5, given the HCPCS rules and today's date (the
 * caller's, as YYYY-MM-DD). Used by the form resolver and by POST /api/consultations.
 */
export function createWorkOrderSchema(rules: ReadonlyMap<string, HcpcsRule>, today: string) {
  return baseWorkOrderSchema.superRefine((order, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });

    if (order.hcpcsCodes.length === 0) issue(['hcpcsCodes'], WORK_ORDER_MESSAGES.noCodes);
    const lineRules = order.hcpcsCodes.map((line) => rules.get(line.code));
    const verticals = new Set(lineRules.flatMap((rule) => (rule ? [rule.verticalName] : [])));
    if (verticals.size > 1) issue(['hcpcsCodes'], WORK_ORDER_MESSAGES.oneVertical);
    if (new Set(order.hcpcsCodes.map((line) => line.code)).size !== order.hcpcsCodes.length)
      issue(['hcpcsCodes'], WORK_ORDER_MESSAGES.duplicateCode);
    order.hcpcsCodes.forEach((line, index) => {
      const rule = lineRules[index];
      if (!rule) {
        issue(['hcpcsCodes', index, 'code'], WORK_ORDER_MESSAGES.unknownCode);
        return;
      }
      for (const problem of checkHcpcsLine(line, rule))
        issue(['hcpcsCodes', index, ...problem.path], problem.message);
      if (line.evidence && line.evidence.kind !== evidenceKindOf(line.code))
        issue(['hcpcsCodes', index, 'evidence'], EVIDENCE_MESSAGES.kindMismatch);
    });

    const isRespiratory = verticals.has(VERTICAL_NAMES.respiratoryCare);
    if (isRespiratory && !order.patientPhone) issue(['patientPhone'], WORK_ORDER_MESSAGES.phoneRequired);
    else if (!order.patientEmail && !order.patientPhone)
      issue(['patientEmail'], WORK_ORDER_MESSAGES.emailOrPhone);
    if (isRespiratory && !order.providerAttestation)
      issue(['providerAttestation'], WORK_ORDER_MESSAGES.attestation);
    if (order.phoneAssistanceRequired && !order.bestTimeToCall)
      issue(['bestTimeToCall'], WORK_ORDER_MESSAGES.bestTimeToCall);
    if (lineRules.some((rule) => rule?.isCpapMachine) && typeof order.eligibleForMachine !== 'boolean')
      issue(['eligibleForMachine'], WORK_ORDER_MESSAGES.machineQuestion);
    if (isRealDate(order.providerSignatureDate) && order.providerSignatureDate > today)
      issue(['providerSignatureDate'], WORK_ORDER_MESSAGES.futureDate);
    if (order.patientDob && isRealDate(order.patientDob) && order.patientDob > today)
      issue(['patientDob'], WORK_ORDER_MESSAGES.futureDate);
  });
}
export type WorkOrder = z.output<ReturnType<typeof createWorkOrderSchema>>;
