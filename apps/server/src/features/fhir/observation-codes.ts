/**
 * The LOINC codes of the results the coverage rules read, each from its source:
 *   AHI 69990-0 "Apnea hypopnea index 24 hour" (https://www.healthassure.in/codes/loinc-69990-0-apnea-hypopnea-index-24-hour)
 *   RDI 90566-1 "Respiratory disturbance index", a member of the Polysomnography panel 90568-7
 *   (https://acesoai.com/panel/90568-7/form)
 *   Apnea and hypopnea counts: obstructive 90560-4, central 90553-9, mixed 90552-1 (the apnea
 *   index's formula, https://loinc.org/90562-0) and hypopneas 90555-4 (https://loinc.org/90561-2)
 *   SpO2: 2708-6 "Oxygen saturation in Arterial blood" and 59408-5 "… by Pulse oximetry", sent
 *   together by US Core's Pulse Oximetry profile
 *   (https://hl7.org/fhir/us/core/STU7/StructureDefinition-us-core-pulse-oximetry-definitions.html);
 *   89276-0 "… by Pulse oximetry --W exercise" and 59412-7 "… --post exercise" (loinc.org)
 *   PaO2 2703-7 "Oxygen [Partial pressure] in Arterial blood" (https://www.healthassure.in/codes/loinc-2703-7-oxygen-blda-partial-pressure)
 *   Estimated delivery date 11778-8 (IPS's EDD value set, https://hl7.org/fhir/uv/ips/ValueSet-edd-method-uv-ips.xml.html)
 */
export const LOINC = {
  ahi: { code: '69990-0', display: 'Apnea hypopnea index 24 hour', label: 'AHI' },
  rdi: { code: '90566-1', display: 'Respiratory disturbance index', label: 'RDI' },
  obstructiveApneas: { code: '90560-4', display: 'Obstructive apnea [#]', label: 'Obstructive apneas' },
  centralApneas: { code: '90553-9', display: 'Central apnea [#]', label: 'Central apneas' },
  mixedApneas: { code: '90552-1', display: 'Mixed apnea [#]', label: 'Mixed apneas' },
  hypopneas: { code: '90555-4', display: 'Hypopnea [#]', label: 'Hypopneas' },
  polysomnographyPanel: { code: '90568-7', display: 'Polysomnography panel', label: 'Polysomnography' },
  oxygenSaturation: { code: '2708-6', display: 'Oxygen saturation in Arterial blood', label: 'SpO2' },
  pulseOximetry: {
    code: '59408-5',
    display: 'Oxygen saturation in Arterial blood by Pulse oximetry',
    label: 'SpO2',
  },
  pulseOximetryWithExercise: {
    code: '89276-0',
    display: 'Oxygen saturation in Arterial blood by Pulse oximetry --W exercise',
    label: 'SpO2 on exertion',
  },
  pulseOximetryPostExercise: {
    code: '59412-7',
    display: 'Oxygen saturation in Arterial blood by Pulse oximetry --post exercise',
    label: 'SpO2 after exertion',
  },
  arterialPo2: { code: '2703-7', display: 'Oxygen [Partial pressure] in Arterial blood', label: 'PaO2' },
  estimatedDeliveryDate: { code: '11778-8', display: 'Delivery date Estimated', label: 'Estimated due date' },
} as const;
export type LoincName = keyof typeof LOINC;

/** The saturation codes, exertion ones included: each is an oxygen test's saturation result. */
export const SATURATION_CODES: readonly LoincName[] = [
  'pulseOximetry',
  'oxygenSaturation',
  'pulseOximetryWithExercise',
  'pulseOximetryPostExercise',
];

/** The counts whose sum is the study's apneas and hypopneas (LCD L33718's "events"). */
export const EVENT_COUNT_CODES: readonly LoincName[] = [
  'obstructiveApneas',
  'centralApneas',
  'mixedApneas',
  'hypopneas',
];
