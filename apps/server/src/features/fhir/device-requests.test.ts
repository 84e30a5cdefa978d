import type { DeviceRequest, Extension, Observation } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { COVERAGE_INFORMATION_URL } from './coverage-information';
import {
  DEVICE_REQUEST_STATUS,
  deviceRequestsOfWorkOrder,
  documentReferenceOfCoverSheet,
  FULFILMENT_STATUSES,
  QUANTITY_EXTENSION_URL,
} from './device-requests';
import { type EhrRecords, prefillFromFhir } from './prefill-from-fhir';
import { r4ErrorsOf } from './r4-validation.test-support';
import { cpapOrderFromEhr, oxygenOrderTyped } from './work-order-for-fhir.test-support';

const BASE = 'https://carelane.test';
const requestsOf = (order = cpapOrderFromEhr()) => deviceRequestsOfWorkOrder(order, { baseUrl: BASE });
const extensionOf = (request: DeviceRequest, url: string) => request.extension?.find((e) => e.url === url);
const subValue = (extension: Extension | undefined, url: string) => {
  const { url: _, ...value } = extension?.extension?.find((e) => e.url === url) ?? { url };
  return Object.values(value)[0];
};

describe('deviceRequestsOfWorkOrder', () => {
  it('writes valid R4 DeviceRequests, one per HCPCS line, for an EHR order and a typed one', () => {
    const requests = [...requestsOf(), ...requestsOf(oxygenOrderTyped())];
    expect(requests).toHaveLength(4);
    expect(requests.flatMap(r4ErrorsOf)).toEqual([]);
  });

  it('catches a broken DeviceRequest, so the check above can fail', () => {
    const [request] = requestsOf();
    const { intent: _, ...withoutIntent } = request as DeviceRequest;
    expect(r4ErrorsOf(withoutIntent as DeviceRequest)).toEqual([
      'DeviceRequest.intent: Missing required property',
    ]);
    expect(r4ErrorsOf({ ...(request as DeviceRequest), quantity: 1 } as DeviceRequest)).toEqual([
      'DeviceRequest.quantity: Invalid additional property "quantity"',
    ]);
  });

  it('codes the item in HCPCS, the reasons in ICD-10-CM, the requester by NPI, one item', () => {
    const [cpap] = requestsOf();
    expect(cpap).toMatchObject({
      id: '6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d-1',
      intent: 'order',
      codeCodeableConcept: {
        coding: [
          {
            system: 'http://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
            code: 'E0601',
            display: 'Continuous positive airway pressure (CPAP) device',
          },
        ],
      },
      reasonCode: [
        { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'G47.33' }] },
        { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10-cm', code: 'I10' }] },
      ],
      requester: {
        identifier: { system: 'http://hl7.org/fhir/sid/us-npi', value: '1234567893' },
        display: 'Ana Chen',
      },
      authoredOn: '2026-11-25',
      groupIdentifier: { system: 'https://carelane.test/fhir/sid/referral-code', value: 'K7M2QX' },
    });
    expect(extensionOf(cpap as DeviceRequest, QUANTITY_EXTENSION_URL)).toEqual({
      url: QUANTITY_EXTENSION_URL,
      valueInteger: 1,
    });
    expect(
      cpap?.parameter?.map((p) => [p.code?.coding?.[0]?.code, p.valueQuantity?.value, p.valueQuantity?.code]),
    ).toEqual([
      ['pressure-setting', 10, 'cm[H2O]'],
      ['length-of-need', 99, 'mo'],
    ]);
  });

  it('points at the EHR’s Patient by its absolute URL, and contains the patient of a typed order', () => {
    const [fromEhr] = requestsOf();
    expect(fromEhr?.subject).toEqual({ reference: 'http://localhost:3001/fhir/Patient/pat-1' });
    expect(fromEhr?.contained?.some((r) => r.resourceType === 'Patient')).toBe(false);
    const [typed] = requestsOf(oxygenOrderTyped());
    expect(typed?.subject).toEqual({ reference: '#patient', display: 'Maria Elena Lopez' });
    expect(typed?.contained?.find((r) => r.resourceType === 'Patient')).toMatchObject({
      name: [{ text: 'Maria Elena Lopez' }],
      birthDate: '1961-04-12',
      telecom: [
        { system: 'phone', value: '(213) 555-0188' },
        { system: 'email', value: 'maria.lopez@example.com' },
      ],
      address: [
        { line: ['742 Evergreen Terrace', 'Apt 2'], city: 'Los Angeles', state: 'CA', postalCode: '90012' },
      ],
    });
    expect(typed?.requester).toEqual({ display: 'Ana Chen' });
    expect(typed?.authoredOn).toBe('2026-11-25T15:00:00.000Z');
  });

  it('carries the insurance as a contained Coverage, and none when none is on file', () => {
    const [cpap] = requestsOf();
    expect(cpap?.insurance).toEqual([{ reference: '#coverage' }]);
    expect(cpap?.contained?.find((r) => r.resourceType === 'Coverage')).toMatchObject({
      status: 'active',
      payor: [{ display: 'Aetna' }],
      subscriberId: 'W123456789',
      beneficiary: { reference: 'http://localhost:3001/fhir/Patient/pat-1' },
    });
    expect(requestsOf(oxygenOrderTyped())[0]?.insurance).toBeUndefined();
  });

  it.each(FULFILMENT_STATUSES)('follows the order when it is %s: status and the fulfilment step', (step) => {
    const [request] = requestsOf(cpapOrderFromEhr({ fulfilmentStatus: step }));
    expect(request?.status).toBe(DEVICE_REQUEST_STATUS[step]);
    expect(
      extensionOf(request as DeviceRequest, 'https://carelane.test/fhir/StructureDefinition/fulfilment-step'),
    ).toEqual({
      url: 'https://carelane.test/fhir/StructureDefinition/fulfilment-step',
      valueCode: step,
    });
  });

  it('adds the stored verdict as CRD coverage-information on the line its policy governs', () => {
    const [cpap, mask] = requestsOf();
    const info = extensionOf(cpap as DeviceRequest, COVERAGE_INFORMATION_URL);
    expect(subValue(info, 'coverage')).toEqual({ reference: '#coverage' });
    expect(subValue(info, 'covered')).toBe('covered');
    expect(subValue(info, 'pa-needed')).toBe('no-auth');
    expect(subValue(info, 'reason')).toEqual({ text: 'Meets LCD L33718 (PAP for OSA)' });
    expect(subValue(info, 'date')).toBe('2026-11-25');
    expect(subValue(info, 'coverage-assertion-id')).toMatch(/^6f1c2b8e-.*:E0601:\d{4}-\d{2}-\d{2}\.\d+$/);
    expect(extensionOf(mask as DeviceRequest, COVERAGE_INFORMATION_URL)).toBeUndefined();
    expect(
      extensionOf(requestsOf(oxygenOrderTyped())[0] as DeviceRequest, COVERAGE_INFORMATION_URL),
    ).toBeUndefined();
  });

  it('contains the sleep study as LOINC Observations the supporting info points at', () => {
    const [cpap] = requestsOf();
    const observations =
      cpap?.contained?.filter((r): r is Observation => r.resourceType === 'Observation') ?? [];
    expect(cpap?.supportingInfo).toEqual(observations.map((o) => ({ reference: `#${o.id}` })));
    expect(
      observations.map((o) => [
        o.code.coding?.[0]?.code,
        o.valueQuantity?.value ?? o.valueDateTime ?? o.valueCodeableConcept?.text,
      ]),
    ).toEqual([
      ['69990-0', 12],
      ['sleep-test-event-count', 58],
      ['face-to-face-evaluation', '2026-09-20'],
      ['documented-condition', 'Hypertension'],
    ]);
    expect(observations[0]).toMatchObject({
      effectiveDateTime: '2026-10-02',
      method: { text: 'In-lab polysomnography (PSG)' },
      subject: { reference: 'http://localhost:3001/fhir/Patient/pat-1' },
    });
  });

  it('reads back (prefillFromFhir) the evidence it wrote: the other direction of the same mapping', () => {
    const contained = [...requestsOf(), ...requestsOf(oxygenOrderTyped())].flatMap((request) =>
      (request.contained ?? []).filter((r): r is Observation => r.resourceType === 'Observation'),
    );
    const records: EhrRecords = {
      patient: { resourceType: 'Patient', id: 'pat-1' },
      coverages: [],
      conditions: [],
      observations: contained.map((o) => ({ ...o, subject: { reference: 'Patient/pat-1' } })),
      practitioner: null,
      draftOrders: requestsOf().map((request) => ({
        ...request,
        status: 'draft',
        subject: { reference: 'Patient/pat-1' },
      })),
    };
    const prefill = prefillFromFhir(records, { name: 'x', iss: 'y' }, new Date('2026-11-25T15:00:00Z'));
    expect(prefill.hcpcsCodes.map((line) => line.value)).toEqual(['E0601', 'A7030']);
    expect(prefill.diagnoses.map((d) => d.value.code)).toEqual(['G47.33', 'I10']);
    expect(
      Object.fromEntries(Object.entries(prefill.evidence).map(([key, value]) => [key, value?.value ?? null])),
    ).toMatchObject({
      sleepTestDate: '2026-10-02',
      sleepTestType: 'in_lab_psg',
      ahiOrRdi: 12,
      eventCount: null,
      oxygenTestDate: '2026-10-05',
      oxygenTestCondition: 'during_sleep',
      arterialSaturationPercent: 87,
      po2: 54,
      dueDate: '2027-01-15',
    });
  });
});

describe('documentReferenceOfCoverSheet', () => {
  const options = {
    baseUrl: BASE,
    fax: { number: '(213) 555-0199', email: 'fax@carelane.test' },
    signedReferralCode: 'K7M2QX~sig',
  };

  it('writes a valid R4 DocumentReference with the sheet as text and the work order page', () => {
    for (const order of [cpapOrderFromEhr(), oxygenOrderTyped()])
      expect(r4ErrorsOf(documentReferenceOfCoverSheet(order, options))).toEqual([]);
    const document = documentReferenceOfCoverSheet(cpapOrderFromEhr(), options);
    expect(document).toMatchObject({
      id: '6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d-cover-sheet',
      status: 'current',
      subject: { reference: 'http://localhost:3001/fhir/Patient/pat-1' },
      context: {
        related: [
          { reference: 'DeviceRequest/6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d-1' },
          { reference: 'DeviceRequest/6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d-2' },
        ],
      },
    });
    const text = Buffer.from(document.content[0]?.attachment.data ?? '', 'base64').toString('utf8');
    expect(text).toContain('Referral code: K7M-2QX (K7M2QX~sig)');
    expect(text).toContain('Fax: (213) 555-0199');
    expect(document.content[1]?.attachment.url).toBe(
      'https://carelane.test/work_orders/6f1c2b8e-5d4a-4c1e-9b7a-2e3f4a5b6c7d',
    );
  });
});
