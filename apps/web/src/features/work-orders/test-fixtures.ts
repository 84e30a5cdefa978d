import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { snakeKeys } from '@dme/shared/wire/case';
import type { WorkOrderDetail, WorkOrderListReply, WorkOrderSummary } from '@dme/shared/work-orders/api';

export const workOrderSummary = (overrides: Partial<WorkOrderSummary> = {}): WorkOrderSummary => ({
  uuid: '7d6c0d9e-4d43-4b9e-9d35-2f7a3b1c0a01',
  referralCode: 'BRSPMP',
  patientName: 'Ava Stone',
  patientPrimaryContact: 'ava@example.com',
  patientDob: '1990-01-31',
  createdAt: '2026-03-04T15:00:00.000Z',
  displayStatus: 'Awaiting Patient',
  priorAuthStatus: 'Not Required',
  priorAuthPayerResponse: null,
  priorAuthDeadline: { state: 'none', dueAt: null, expedited: false, submittedAt: null },
  productVerticalName: 'Breast Pump',
  inboundLead: false,
  coverageVerdict: null,
  hasPrescription: false,
  patientPacketTypes: [
    { name: 'Prescription', type: 'prescription', required: true, uploadEnabled: true, uploaded: false },
  ],
  patientPackets: [],
  ...overrides,
});

/** A list reply as it travels on the wire (snake_case). */
export const listReply = (data: WorkOrderSummary[], meta: Partial<WorkOrderListReply['meta']> = {}) => ({
  body: snakeKeys({ data, meta: { total: data.length, page: 1, perPage: 25, ...meta } }),
});

export const workOrderDetail = (overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail => ({
  ...workOrderSummary(),
  patientEmail: 'ava@example.com',
  patientPhone: '(555) 201-3344',
  providerSignature: 'Dana Reyes',
  providerSignatureDate: '2026-03-04',
  providerAttestation: false,
  phoneAssistanceRequired: false,
  bestTimeToCall: null,
  eligibleForMachine: null,
  consultationHcpcsCodes: [
    {
      hcpcsCode: { code: 'E0603', alias: 'Electric Breast Pump', productCategory: { name: 'Breast Pumps' } },
      lengthOfNeed: null,
      pressureSetting: null,
      po2Percent: null,
      arterialSaturationPercent: null,
      icd10S: [{ code: 'Z39.1', description: 'Encounter for care and examination of lactating mother' }],
    },
  ],
  provider: {
    uuid: 'p-1',
    formalFullName: 'Dana Reyes, MD',
    npi: '1234567893',
    pecos: true,
    isTestAccount: false,
  },
  fax: { number: '(555) 010-0199', email: 'fax@carelane.example' },
  ...overrides,
});

const dx = (
  code: string,
  description: string,
  flags: Partial<HcpcsCode['hcpcsCodeIcd10S'][number]> = {},
) => ({
  icd10: { code, description },
  isPrimaryDx: true,
  isSecondaryDx: false,
  isRequiredSecondaryDx: false,
  ...flags,
});

const category = (name: string, verticalType: string) => ({
  uuid: `cat-${name}`,
  name,
  order: 1,
  isActive: true,
  isAccessory: false,
  verticalType,
});

const BREAST_PUMP = { uuid: 'v-bp', name: 'Breast Pump' };
const RESPIRATORY = { uuid: 'v-rc', name: 'Respiratory Care' };

export const HCPCS_CODES: HcpcsCode[] = [
  {
    code: 'E0603',
    alias: 'Electric Breast Pump',
    description: 'Breast pump, electric',
    productVertical: BREAST_PUMP,
    productCategory: category('Breast Pumps', 'breast_pump'),
    hcpcsCodeIcd10S: [dx('Z39.1', 'Encounter for care and examination of lactating mother')],
    isCpap: false,
    isCpapMachine: false,
    isOxygenCore: false,
  },
  {
    code: 'E0601',
    alias: 'CPAP Device',
    description: 'Continuous positive airway pressure device',
    productVertical: RESPIRATORY,
    productCategory: category('CPAP Machine', 'respiratory_care'),
    hcpcsCodeIcd10S: [
      dx('G47.33', 'Obstructive sleep apnea (adult) (pediatric)'),
      dx('E66.2', 'Morbid obesity with alveolar hypoventilation', {
        isPrimaryDx: false,
        isSecondaryDx: true,
      }),
    ],
    isCpap: true,
    isCpapMachine: true,
    isOxygenCore: false,
  },
  {
    code: 'A7030',
    alias: 'Full Face Mask',
    description: 'Full face mask used with positive airway pressure device',
    productVertical: RESPIRATORY,
    productCategory: category('CPAP Masks', 'respiratory_care'),
    hcpcsCodeIcd10S: [dx('G47.33', 'Obstructive sleep apnea (adult) (pediatric)')],
    isCpap: true,
    isCpapMachine: false,
    isOxygenCore: false,
  },
  {
    code: 'E1390',
    alias: 'Stationary Oxygen Concentrator',
    description: 'Oxygen concentrator',
    productVertical: RESPIRATORY,
    productCategory: category('Oxygen', 'respiratory_care'),
    hcpcsCodeIcd10S: [dx('J44.9', 'Chronic obstructive pulmonary disease, unspecified')],
    isCpap: false,
    isCpapMachine: false,
    isOxygenCore: true,
  },
];
