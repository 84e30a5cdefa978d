import { z } from 'zod';
import { optionalIsoDate, typedNumberOf } from '../validation/form-input';
import { optionalNumberIn, rangeMessage, VALUE_RANGES } from './value-ranges';

/**
 * What the coverage rules need beyond the work order's own fields, one shape per policy, sent on the
 * HCPCS line it documents. Every field may be empty: an empty field makes the verdict "incomplete",
 * never a validation error, so a clinician can save a work order before the sleep study is back.
 */
export const EVIDENCE_MESSAGES = {
  date: 'Must be a valid date',
  ahi: rangeMessage(VALUE_RANGES.ahiOrRdi),
  events: rangeMessage(VALUE_RANGES.eventCount),
  hematocrit: rangeMessage(VALUE_RANGES.hematocrit),
  windowDays: rangeMessage(VALUE_RANGES.planWindowDays),
  kindMismatch: 'These coverage details do not belong to this HCPCS code',
} as const;

export const SLEEP_TEST_TYPES = ['in_lab_psg', 'home_sleep_test'] as const;
export type SleepTestType = (typeof SLEEP_TEST_TYPES)[number];
export const SLEEP_TEST_TYPE_LABELS: Record<SleepTestType, string> = {
  in_lab_psg: 'In-lab polysomnography (PSG)',
  home_sleep_test: 'Home sleep test (HST)',
};

/** LCD L33718, criterion B: the conditions that make an AHI/RDI of 5–14 qualify. */
export const PAP_SYMPTOMS = [
  'excessive_daytime_sleepiness',
  'impaired_cognition',
  'mood_disorder',
  'insomnia',
  'hypertension',
  'ischemic_heart_disease',
  'history_of_stroke',
] as const;
export type PapSymptom = (typeof PAP_SYMPTOMS)[number];
export const PAP_SYMPTOM_LABELS: Record<PapSymptom, string> = {
  excessive_daytime_sleepiness: 'Excessive daytime sleepiness',
  impaired_cognition: 'Impaired cognition',
  mood_disorder: 'Mood disorder',
  insomnia: 'Insomnia',
  hypertension: 'Hypertension',
  ischemic_heart_disease: 'Ischemic heart disease',
  history_of_stroke: 'History of stroke',
};

export const OXYGEN_TEST_CONDITIONS = ['at_rest', 'during_sleep', 'on_exertion'] as const;
export type OxygenTestCondition = (typeof OXYGEN_TEST_CONDITIONS)[number];
export const OXYGEN_TEST_CONDITION_LABELS: Record<OxygenTestCondition, string> = {
  at_rest: 'At rest (awake)',
  during_sleep: 'During sleep',
  on_exertion: 'On exertion',
};

const date = optionalIsoDate(EVIDENCE_MESSAGES.date);

/** The evidence fields that hold a number (each an `optionalNumberIn` its range). */
const NUMBER_FIELDS: ReadonlySet<string> = new Set([
  'ahiOrRdi',
  'eventCount',
  'hematocritPercent',
  'planWindowDaysBeforeDue',
  'planWindowDaysAfterDue',
]);

export const papEvidenceSchema = z.object({
  kind: z.literal('pap'),
  faceToFaceDate: date,
  sleepTestDate: date,
  sleepTestType: z.enum(SLEEP_TEST_TYPES).nullish(),
  ahiOrRdi: optionalNumberIn(VALUE_RANGES.ahiOrRdi),
  eventCount: optionalNumberIn(VALUE_RANGES.eventCount),
  symptoms: z.array(z.enum(PAP_SYMPTOMS)).max(PAP_SYMPTOMS.length).optional().default([]),
  /** Asked on E0470 lines only: a bilevel device for OSA needs a failed CPAP trial first. */
  cpapTriedAndFailed: z.boolean().nullish(),
});
export type PapEvidence = z.output<typeof papEvidenceSchema>;

/** The PaO2 and saturation results stay on the line (`po2Percent`, `arterialSaturationPercent`). */
export const oxygenEvidenceSchema = z.object({
  kind: z.literal('oxygen'),
  testDate: date,
  testCondition: z.enum(OXYGEN_TEST_CONDITIONS).nullish(),
  testedAsInpatient: z.boolean().optional().default(false),
  dischargeDate: date,
  dependentEdema: z.boolean().optional().default(false),
  corPulmonaleOrPulmonaryHypertension: z.boolean().optional().default(false),
  hematocritPercent: optionalNumberIn(VALUE_RANGES.hematocrit),
});
export type OxygenEvidence = z.output<typeof oxygenEvidenceSchema>;

export const breastPumpEvidenceSchema = z.object({
  kind: z.literal('breastPump'),
  dueDate: date,
  /** The plan's order window as plans state it: from N days before the due date to M days after. */
  planWindowDaysBeforeDue: optionalNumberIn(VALUE_RANGES.planWindowDays),
  planWindowDaysAfterDue: optionalNumberIn(VALUE_RANGES.planWindowDays),
  /** E0604 only: why a hospital-grade pump is medically needed (e.g. an infant in the NICU). */
  medicalNeed: z.string().trim().max(500).optional().default(''),
});
export type BreastPumpEvidence = z.output<typeof breastPumpEvidenceSchema>;

export const lineEvidenceSchema = z.discriminatedUnion('kind', [
  papEvidenceSchema,
  oxygenEvidenceSchema,
  breastPumpEvidenceSchema,
]);
export type LineEvidence = z.output<typeof lineEvidenceSchema>;
export type LineEvidenceInput = z.input<typeof lineEvidenceSchema>;
export type EvidenceKind = LineEvidence['kind'];

/**
 * The evidence as stored with a line, as a reply carries it: checked when the order was written
 * (under the ranges of its day), so only its shape is declared here, never its ranges.
 */
export const storedLineEvidenceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pap'),
    faceToFaceDate: z.string().nullable(),
    sleepTestDate: z.string().nullable(),
    sleepTestType: z.enum(SLEEP_TEST_TYPES).nullish(),
    ahiOrRdi: z.number().nullable(),
    eventCount: z.number().nullable(),
    symptoms: z.array(z.enum(PAP_SYMPTOMS)),
    cpapTriedAndFailed: z.boolean().nullish(),
  }),
  z.object({
    kind: z.literal('oxygen'),
    testDate: z.string().nullable(),
    testCondition: z.enum(OXYGEN_TEST_CONDITIONS).nullish(),
    testedAsInpatient: z.boolean(),
    dischargeDate: z.string().nullable(),
    dependentEdema: z.boolean(),
    corPulmonaleOrPulmonaryHypertension: z.boolean(),
    hematocritPercent: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('breastPump'),
    dueDate: z.string().nullable(),
    planWindowDaysBeforeDue: z.number().nullable(),
    planWindowDaysAfterDue: z.number().nullable(),
    medicalNeed: z.string(),
  }),
]);
export type StoredLineEvidence = z.infer<typeof storedLineEvidenceSchema>;

const schemaOfKind = {
  pap: papEvidenceSchema,
  oxygen: oxygenEvidenceSchema,
  breastPump: breastPumpEvidenceSchema,
} as const;

const schemaOf = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null) return null;
  const kind = (raw as { kind?: unknown }).kind;
  return kind === 'pap' || kind === 'oxygen' || kind === 'breastPump' ? schemaOfKind[kind] : null;
};

/**
 * The evidence as far as it is valid, for a verdict while the clinician types: a field that does
 * not parse yet (a half-typed date, an AHI of "1e") counts as empty instead of hiding the rest, but
 * a number typed out of its range stays, so the verdict says it is not valid instead of "missing"
 * (the rules never judge it: value-ranges.ts).
 */
export function parseEvidenceLeniently(raw: unknown): LineEvidence | null {
  const schema = schemaOf(raw);
  if (!schema) return null;
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = (raw as Record<string, unknown>)[name];
    const parsed = field.safeParse(value);
    if (parsed.success) fields[name] = parsed.data;
    else fields[name] = NUMBER_FIELDS.has(name) ? typedNumberOf(value) : field.safeParse(undefined).data;
  }
  return fields as LineEvidence;
}

/** Each evidence field's own problem (a value out of range, not a date), as the form shows it on Save. */
export function checkEvidenceValues(raw: unknown): { field: string; message: string }[] {
  const schema = schemaOf(raw);
  if (!schema) return [];
  return Object.entries(schema.shape).flatMap(([field, fieldSchema]) => {
    const parsed = fieldSchema.safeParse((raw as Record<string, unknown>)[field]);
    return parsed.success ? [] : [{ field, message: parsed.error.issues[0]?.message ?? 'Invalid value' }];
  });
}
