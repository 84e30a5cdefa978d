import type { Resource } from '@medplum/fhirtypes';
import {
  condition,
  coverage,
  dateResult,
  daysFrom,
  measurement,
  type ObservationInput,
  officeVisit,
  panel,
  patient,
} from './builders';

/**
 * Synthetic patients, one per vertical and verdict of the product's coverage rules
 * (packages/shared/src/coverage), written here from the rules' own borders — no real person's
 * record. The member IDs are the product's demo insurance members (README), chosen so the payer's
 * answer suits the story. LOINC codes are those the product reads
 * (apps/server/src/features/fhir/observation-codes.ts).
 */
export interface DemoPatient {
  id: string;
  /** What the chart shows, in a sentence for the patient list and the README. */
  story: string;
  resources: Resource[];
}

const DOCTOR = 'daniel-reyes';
const LOINC = {
  ahi: ['69990-0', 'Apnea hypopnea index 24 hour'],
  obstructiveApneas: ['90560-4', 'Obstructive apnea [#]'],
  centralApneas: ['90553-9', 'Central apnea [#]'],
  mixedApneas: ['90552-1', 'Mixed apnea [#]'],
  hypopneas: ['90555-4', 'Hypopnea [#]'],
  polysomnography: ['90568-7', 'Polysomnography panel'],
  pulseOximetry: ['59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry'],
  arterialSaturation: ['2708-6', 'Oxygen saturation in Arterial blood'],
  arterialPo2: ['2703-7', 'Oxygen [Partial pressure] in Arterial blood'],
  dueDate: ['11778-8', 'Delivery date Estimated'],
} as const;

const result = (
  patientId: string,
  name: keyof typeof LOINC,
  date: string | null,
  rest: Partial<ObservationInput> = {},
): ObservationInput => ({
  patientId,
  id: `${patientId}-${name}`,
  loinc: LOINC[name][0],
  display: LOINC[name][1],
  date,
  category: 'procedure',
  ...rest,
});

/** A sleep study's AHI and its apnea and hypopnea counts (LCD L33718 reads both), on one date. */
function sleepStudy(
  patientId: string,
  date: string | null,
  method: string,
  values: { ahi: number; obstructive: number; central: number; mixed?: number; hypopneas: number },
) {
  const count = (name: keyof typeof LOINC, value: number) =>
    measurement(result(patientId, name, date), value, 'events', '{#}');
  return [
    measurement(result(patientId, 'ahi', date, { method }), values.ahi, 'events/h', '/h'),
    count('obstructiveApneas', values.obstructive),
    count('centralApneas', values.central),
    ...(values.mixed === undefined ? [] : [count('mixedApneas', values.mixed)]),
    count('hypopneas', values.hypopneas),
  ];
}

export function demoPatients(today: Date): DemoPatient[] {
  const ago = (days: number) => daysFrom(today, days);

  const harold = 'harold-bennett';
  const haroldStudy = sleepStudy(harold, ago(14), 'Attended in-lab polysomnography', {
    ahi: 31.4,
    obstructive: 112,
    central: 6,
    mixed: 3,
    hypopneas: 98,
  });

  const linda = 'linda-park';
  const robert = 'robert-nguyen';
  const dorothy = 'dorothy-alvarez';
  const aisha = 'aisha-rahman';

  return [
    {
      id: harold,
      story:
        'CPAP that meets LCD L33718: face-to-face visit, then an in-lab polysomnography with AHI 31.4 and 219 events; obstructive sleep apnea (G47.33).',
      resources: [
        patient({
          id: harold,
          given: ['Harold', 'James'],
          family: 'Bennett',
          birthDate: '1958-03-14',
          gender: 'male',
          phone: '(213) 555-0161',
          email: 'harold.bennett@example.com',
          address: { line: ['1420 S Bronson Ave'], city: 'Los Angeles', state: 'CA', postalCode: '90019' },
          practitionerId: DOCTOR,
        }),
        coverage(harold, 'Aetna', 'CLN-100-001', ago(400)),
        condition(harold, 'G47.33', 'Obstructive sleep apnea (adult) (pediatric)', ago(14)),
        condition(harold, 'I10', 'Essential (primary) hypertension', ago(900)),
        officeVisit(harold, DOCTOR, ago(28), 'Loud snoring, witnessed apneas, daytime sleepiness'),
        ...haroldStudy,
        panel(
          result(harold, 'polysomnography', ago(14), { method: 'Attended in-lab polysomnography' }),
          haroldStudy,
        ),
      ],
    },
    {
      id: linda,
      story:
        'CPAP that will not qualify: a home sleep test with AHI 12 (5–14) and no documented condition of LCD L33718 criterion B.',
      resources: [
        patient({
          id: linda,
          given: ['Linda'],
          family: 'Park',
          birthDate: '1966-09-02',
          gender: 'female',
          phone: '(310) 555-0174',
          email: 'linda.park@example.com',
          address: { line: ['2210 Ocean Park Blvd'], city: 'Santa Monica', state: 'CA', postalCode: '90405' },
          practitionerId: DOCTOR,
        }),
        coverage(linda, 'Cigna', 'CLN-100-002', ago(300)),
        condition(linda, 'G47.33', 'Obstructive sleep apnea (adult) (pediatric)', ago(18)),
        condition(linda, 'E78.5', 'Hyperlipidemia, unspecified', ago(700)),
        officeVisit(linda, DOCTOR, ago(35), 'Snoring reported by partner'),
        ...sleepStudy(linda, ago(18), 'Home sleep apnea test (type III)', {
          ahi: 12,
          obstructive: 38,
          central: 2,
          hypopneas: 46,
        }),
      ],
    },
    {
      id: robert,
      story:
        'CPAP with the sleep test date missing: the study’s AHI 22 and counts were filed without the date it was done.',
      resources: [
        patient({
          id: robert,
          given: ['Robert'],
          family: 'Nguyen',
          birthDate: '1971-12-20',
          gender: 'male',
          phone: '(626) 555-0119',
          email: 'robert.nguyen@example.com',
          address: { line: ['845 E Colorado Blvd'], city: 'Pasadena', state: 'CA', postalCode: '91101' },
          practitionerId: DOCTOR,
        }),
        coverage(robert, 'UnitedHealthcare', 'CLN-100-005', ago(200)),
        condition(robert, 'G47.33', 'Obstructive sleep apnea (adult) (pediatric)', ago(10)),
        officeVisit(robert, DOCTOR, ago(25), 'Daytime sleepiness, morning headaches'),
        ...sleepStudy(robert, null, 'Attended in-lab polysomnography', {
          ahi: 22,
          obstructive: 70,
          central: 4,
          hypopneas: 88,
        }),
      ],
    },
    {
      id: dorothy,
      story:
        'Home oxygen that meets LCD L33797 Group I: SpO2 86 % at rest on room air and PaO2 52 mm Hg three days ago; COPD (J44.9).',
      resources: [
        patient({
          id: dorothy,
          given: ['Dorothy'],
          family: 'Alvarez',
          birthDate: '1949-06-30',
          gender: 'female',
          phone: '(818) 555-0133',
          email: 'dorothy.alvarez@example.com',
          address: { line: ['5120 Van Nuys Blvd'], city: 'Sherman Oaks', state: 'CA', postalCode: '91403' },
          practitionerId: DOCTOR,
        }),
        coverage(dorothy, 'Medicare DME MAC Jurisdiction D (Noridian)', 'CLN-300-118', ago(2000)),
        condition(dorothy, 'J44.9', 'Chronic obstructive pulmonary disease, unspecified', ago(900)),
        condition(dorothy, 'R09.02', 'Hypoxemia', ago(3)),
        officeVisit(dorothy, DOCTOR, ago(3), 'Shortness of breath; oxygen evaluation'),
        measurement(
          result(dorothy, 'pulseOximetry', ago(3), {
            category: 'vital-signs',
            method: 'At rest, room air',
            extraCodings: [{ system: 'http://loinc.org', code: LOINC.arterialSaturation[0] }],
          }),
          86,
          '%',
        ),
        measurement(
          result(dorothy, 'arterialPo2', ago(3), {
            category: 'laboratory',
            method: 'Arterial blood gas at rest, room air',
          }),
          52,
          'mm Hg',
          'mm[Hg]',
        ),
      ],
    },
    {
      id: aisha,
      story: 'A breast pump: a first pregnancy in the third trimester (Z34.03), due in 24 days.',
      resources: [
        patient({
          id: aisha,
          given: ['Aisha'],
          family: 'Rahman',
          birthDate: '1994-02-11',
          gender: 'female',
          phone: '(323) 555-0188',
          email: 'aisha.rahman@example.com',
          address: {
            line: ['3350 W 3rd St', 'Apt 5'],
            city: 'Los Angeles',
            state: 'CA',
            postalCode: '90020',
          },
          practitionerId: DOCTOR,
        }),
        coverage(aisha, 'Anthem Blue Cross Blue Shield', 'CLN-200-415', ago(500)),
        condition(
          aisha,
          'Z34.03',
          'Encounter for supervision of normal first pregnancy, third trimester',
          ago(7),
        ),
        dateResult(result(aisha, 'dueDate', ago(7), { category: 'exam' }), ago(-24)),
      ],
    },
  ];
}
