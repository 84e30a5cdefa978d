import type { WorkOrderInput } from '@dme/shared/work-orders/work-order-form';
import { isReferralCodeTaken } from '../../features/work-orders/work-orders.repo';
import { createWorkOrder } from '../../features/work-orders/work-orders.service';
import type { Database } from '../client';
import { demoProviderAuth } from './demo-work-orders';

/** Written, like the other demo work orders, as of this day (the sleep tests and visits before it). */
const ORDERED_ON = '2026-11-02';
const signature = { providerSignature: 'Maya Okafor', providerSignatureDate: ORDERED_ON };
const respiratory = { ...signature, providerAttestation: true };
const noLevels = {
  lengthOfNeed: null,
  pressureSetting: null,
  po2Percent: null,
  arterialSaturationPercent: null,
};
const cpapLine = {
  ...noLevels,
  code: 'E0601',
  lengthOfNeed: 99,
  pressureSetting: 10,
  icd10Codes: ['G47.33'],
};
const sleepStudy = {
  kind: 'pap' as const,
  faceToFaceDate: '2026-10-06',
  sleepTestDate: '2026-10-20',
  sleepTestType: 'in_lab_psg' as const,
  symptoms: [],
};

/**
 * Work orders that show a new user each coverage verdict on the demo dashboard (issue 14): one per
 * way an order meets, fails or lacks a payer's criteria. The demo orders of DESIGN §6 carry no
 * evidence, so they read "incomplete" too.
 */
export const DEMO_COVERAGE_WORK_ORDERS: (WorkOrderInput & { referralCode: string })[] = [
  {
    referralCode: 'CVG-MTS',
    patientName: 'Helen Brooks',
    patientDob: '1959-02-14',
    patientPhone: '(213) 555-0133',
    ...respiratory,
    eligibleForMachine: true,
    hcpcsCodes: [
      { ...cpapLine, evidence: { ...sleepStudy, ahiOrRdi: 22, eventCount: 140 } },
      { ...cpapLine, code: 'A7030' },
    ],
  },
  {
    // The example: AHI 12 with no documented condition does not qualify under LCD L33718.
    referralCode: 'CVG-NMT',
    patientName: 'Walter Price',
    patientDob: '1963-06-30',
    patientPhone: '(213) 555-0144',
    ...respiratory,
    eligibleForMachine: true,
    hcpcsCodes: [{ ...cpapLine, evidence: { ...sleepStudy, ahiOrRdi: 12, eventCount: 58 } }],
  },
  {
    // SpO2 90 % at rest qualifies for neither Group I (≤ 88 %) nor Group II (89 %).
    referralCode: 'CVG-XYG',
    patientName: 'Rosa Alvarez',
    patientDob: '1948-08-09',
    patientPhone: '(213) 555-0155',
    ...respiratory,
    hcpcsCodes: [
      {
        ...noLevels,
        code: 'E1390',
        arterialSaturationPercent: 90,
        icd10Codes: ['J44.1'],
        evidence: {
          kind: 'oxygen',
          testDate: '2026-10-28',
          testCondition: 'at_rest',
          dischargeDate: null,
          hematocritPercent: null,
        },
      },
    ],
  },
  {
    referralCode: 'CVG-NCP',
    patientName: 'Dennis Ward',
    patientDob: '1971-11-23',
    patientPhone: '(213) 555-0166',
    ...respiratory,
    eligibleForMachine: true,
    hcpcsCodes: [
      { ...cpapLine, evidence: { ...sleepStudy, sleepTestType: null, ahiOrRdi: null, eventCount: null } },
    ],
  },
  {
    referralCode: 'CVG-BPM',
    patientName: 'Priya Shah',
    patientDob: '1993-04-05',
    patientEmail: 'priya.shah@demo.test',
    ...signature,
    hcpcsCodes: [
      {
        ...noLevels,
        code: 'E0603',
        icd10Codes: ['Z39.1'],
        evidence: {
          kind: 'breastPump',
          dueDate: '2026-11-20',
          planWindowDaysBeforeDue: 30,
          planWindowDaysAfterDue: 365,
        },
      },
    ],
  },
];

/** Adds the coverage demo work orders to the demo provider's dashboard; skips codes already there. */
export async function seedDemoCoverage(db: Database) {
  const auth = await demoProviderAuth(db);
  if (!auth) return;
  for (const order of DEMO_COVERAGE_WORK_ORDERS) {
    if (await isReferralCodeTaken(db, order.referralCode.replace('-', ''))) continue;
    await createWorkOrder(db, auth, order, ORDERED_ON);
  }
}
