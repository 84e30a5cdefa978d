import { z } from 'zod';
import { OXYGEN_TEST_CONDITIONS, SLEEP_TEST_TYPES } from '../coverage/evidence';

/**
 * Where a pre-filled value came from in the EHR: the resource it was read from, in words the
 * clinician recognises ("Sleep study, 2026-10-02"), so every value on the form can say so.
 */
export const prefillSourceSchema = z.object({
  resourceType: z.string(),
  id: z.string(),
  /** e.g. "Patient record", "Coverage: Aetna", "Observation: AHI (LOINC 69990-2)". */
  label: z.string(),
  /** The resource's own date (an observation's effective date), YYYY-MM-DD, when it has one. */
  date: z.string().nullable(),
});
export type PrefillSource = z.infer<typeof prefillSourceSchema>;

const prefilled = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: prefillSourceSchema }).nullable();

export const prefillAddressSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * What the EHR already holds that a work order asks for, read from its FHIR resources (Patient,
 * Coverage, Condition, Observation, Practitioner, and draft DeviceRequests when the EHR sends
 * them). Null where the EHR holds nothing usable; every value stays editable on the form.
 */
export const workOrderPrefillSchema = z.object({
  ehr: z.object({ name: z.string(), iss: z.string(), patientId: z.string() }),
  patientName: prefilled(z.string()),
  /** YYYY-MM-DD. */
  patientDob: prefilled(z.string()),
  patientEmail: prefilled(z.string()),
  patientPhone: prefilled(z.string()),
  patientAddress: prefilled(prefillAddressSchema),
  insurance: prefilled(z.object({ payerName: z.string(), memberId: z.string() })),
  /** ICD-10-CM codes as the catalogue writes them (with the dot: "G47.33"), active conditions first. */
  diagnoses: z.array(
    z.object({ value: z.object({ code: z.string(), display: z.string() }), source: prefillSourceSchema }),
  ),
  /** HCPCS codes of the draft orders the EHR sent (order-select, or a launch with draft orders). */
  hcpcsCodes: z.array(z.object({ value: z.string(), source: prefillSourceSchema })),
  evidence: z.object({
    /** LCD L33718's face-to-face evaluation: the last finished office visit before the sleep test. */
    faceToFaceDate: prefilled(z.string()),
    sleepTestDate: prefilled(z.string()),
    sleepTestType: prefilled(z.enum(SLEEP_TEST_TYPES)),
    ahiOrRdi: prefilled(z.number()),
    eventCount: prefilled(z.number()),
    oxygenTestDate: prefilled(z.string()),
    oxygenTestCondition: prefilled(z.enum(OXYGEN_TEST_CONDITIONS)),
    arterialSaturationPercent: prefilled(z.number()),
    /** PaO2 in mm Hg (the work order's `po2Percent`). */
    po2: prefilled(z.number()),
    /** The estimated delivery date (YYYY-MM-DD), a breast pump's due date. */
    dueDate: prefilled(z.string()),
  }),
  practitioner: prefilled(z.object({ name: z.string(), npi: z.string() })),
});
export type WorkOrderPrefill = z.infer<typeof workOrderPrefillSchema>;
