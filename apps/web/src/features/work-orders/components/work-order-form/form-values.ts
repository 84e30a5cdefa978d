import { type HcpcsCode, toHcpcsRule } from '@dme/shared/reference/hcpcs';
import {
  DEFAULT_LENGTH_OF_NEED_MONTHS,
  DEFAULT_PRESSURE_SETTING_CM_H2O,
} from '@dme/shared/work-orders/constants';
import type { HcpcsRule, WorkOrderInput } from '@dme/shared/work-orders/work-order-form';
import { newEvidence } from './coverage-input';

/** What the provider fills in; the referral code comes from its own read (the resolver adds it). */
export type WorkOrderFormValues = Omit<WorkOrderInput, 'referralCode'>;
export type LineValues = WorkOrderInput['hcpcsCodes'][number];

export const rulesOf = (codes: HcpcsCode[]): ReadonlyMap<string, HcpcsRule> =>
  new Map(codes.map((code) => [code.code, toHcpcsRule(code)]));

/** A freshly added code: CPAP codes start at the spec §9 defaults, 99 months and 10 cm H2O. */
export const newLine = (code: HcpcsCode): LineValues => ({
  code: code.code,
  lengthOfNeed: code.isCpap ? DEFAULT_LENGTH_OF_NEED_MONTHS : '',
  pressureSetting: code.isCpap ? DEFAULT_PRESSURE_SETTING_CM_H2O : '',
  po2Percent: '',
  arterialSaturationPercent: '',
  icd10Codes: [],
  evidence: newEvidence(code.code),
});

export const emptyWorkOrder = (): WorkOrderFormValues => ({
  patientName: '',
  patientDob: '',
  patientEmail: '',
  patientPhone: '',
  patientAddress: { line1: '', line2: '', city: '', state: '', zip: '' },
  insurancePayer: '',
  insuranceMemberId: '',
  ehrLaunchId: null,
  providerSignature: '',
  providerSignatureDate: '',
  providerAttestation: false,
  phoneAssistanceRequired: false,
  bestTimeToCall: null,
  eligibleForMachine: null,
  hcpcsCodes: [],
});
