import { snakeKeys } from '@dme/shared/wire/case';
import type { WorkOrderDetail } from '@dme/shared/work-orders/api';
import { screen, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workOrderDetail } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { MACHINE_QUESTION } from '../machine-question';
import { WorkOrderPage } from './work-order-page';

afterEach(resetAfterTest);

const routes = [
  { path: '/work_orders/:uuid', element: <WorkOrderPage /> },
  { path: '/', element: <p>Dashboard</p> },
];

const open = (detail: ReturnType<typeof workOrderDetail> | null) => {
  mockApi({
    'GET /api/consultations/wo-1': detail
      ? { body: snakeKeys(detail) }
      : { status: 404, body: { error: 'Not found' } },
  });
  return renderApp(routes, { url: '/work_orders/wo-1', session: testSession('Provider') });
};

const field = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('WorkOrderPage', () => {
  it('shows the submitted order, the next actions and the referral code', async () => {
    open(workOrderDetail());
    expect(await screen.findByRole('heading', { name: 'Order submitted' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Next action: send the paper prescription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('fax@carelane.example')).toBeInTheDocument();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('BRS-PMP');
    expect(field('Submitted')).toHaveTextContent('03/04/2026');
    expect(field('Patient e-mail')).toHaveTextContent('ava@example.com');
    expect(screen.getByRole('heading', { name: 'Breast Pumps' })).toBeInTheDocument();
    expect(screen.getByText('E0603 — Electric Breast Pump')).toBeInTheDocument();
    expect(
      screen.getByText('Z39.1 — Encounter for care and examination of lactating mother'),
    ).toBeInTheDocument();
    expect(field('NPI')).toHaveTextContent('1234567893');
    expect(field('PECOS')).toHaveTextContent('Yes');
    expect(screen.queryByText(MACHINE_QUESTION)).not.toBeInTheDocument();
  });

  it('shows oxygen levels in their units: PO2 in mm Hg, saturation in %', async () => {
    open(
      workOrderDetail({
        productVerticalName: 'Respiratory Care',
        consultationHcpcsCodes: [
          {
            hcpcsCode: {
              code: 'E1390',
              alias: 'Stationary Oxygen Concentrator',
              productCategory: { name: 'Oxygen' },
            },
            lengthOfNeed: null,
            pressureSetting: null,
            po2Percent: 52,
            arterialSaturationPercent: 87,
            icd10S: [{ code: 'J44.9', description: 'Chronic obstructive pulmonary disease, unspecified' }],
          },
        ],
      }),
    );
    expect(await screen.findByText(/PO2: 52 mm Hg/)).toBeInTheDocument();
    expect(screen.getByText(/Arterial saturation: 87 %/)).toBeInTheDocument();
  });

  it('shows -- for missing contact details, PECOS No and the machine answer', async () => {
    open(
      workOrderDetail({
        productVerticalName: 'Respiratory Care',
        patientEmail: null,
        patientPhone: '',
        eligibleForMachine: false,
        provider: {
          uuid: 'p',
          formalFullName: 'Dana Reyes, MD',
          npi: '1234567893',
          pecos: false,
          isTestAccount: false,
        },
        consultationHcpcsCodes: [
          {
            hcpcsCode: { code: 'E0601', alias: 'CPAP Device', productCategory: { name: 'CPAP Machine' } },
            lengthOfNeed: 99,
            pressureSetting: 10,
            po2Percent: null,
            arterialSaturationPercent: null,
            icd10S: [{ code: 'G47.33', description: 'Obstructive sleep apnea (adult) (pediatric)' }],
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Next action: send the required documentation' }),
    ).toBeInTheDocument();
    expect(field('Patient e-mail')).toHaveTextContent('--');
    expect(field('Patient phone')).toHaveTextContent('--');
    expect(field('PECOS')).toHaveTextContent('No');
    expect(screen.getByText('Length of need: 99 months')).toBeInTheDocument();
    expect(screen.getByText('Pressure setting: 10 cm H2O')).toBeInTheDocument();
    expect(field('Machine question')).toHaveTextContent(`${MACHINE_QUESTION} No`);
  });

  it('prints a cover sheet with four QR codes and the documents to enclose', async () => {
    const drawn = vi.spyOn(QRCode, 'toDataURL');
    const detail = workOrderDetail();
    const { user } = open(detail);
    await user.click(await screen.findByRole('button', { name: 'Print cover sheet' }));
    const sheet = await screen.findByTestId('cover-sheet');
    for (const caption of ['Referral code', 'Fax number', 'Fax e-mail', 'Referral code (formatted)'])
      expect(await within(sheet).findByRole('img', { name: `QR code: ${caption}` })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      );
    expect(within(sheet).getByText(/Prescription/)).toBeInTheDocument();
    // The referral codes are drawn with the server's signature (issue 45) and captioned without it.
    expect(drawn.mock.calls.map(([text]) => text)).toEqual(
      expect.arrayContaining([
        detail.coverSheetCodes.referralCode,
        detail.coverSheetCodes.formattedReferralCode,
      ]),
    );
    expect(within(sheet).getAllByText('BRS-PMP').length).toBeGreaterThan(0);
    expect(sheet).not.toHaveTextContent(detail.coverSheetCodes.referralCode);
  });

  describe('the coverage evidence under Work Order Details (issue 48 item 11)', () => {
    const line = (
      code: string,
      alias: string,
      category: string,
      values: Partial<WorkOrderDetail['consultationHcpcsCodes'][number]>,
    ) => ({
      hcpcsCode: { code, alias, productCategory: { name: category } },
      lengthOfNeed: null,
      pressureSetting: null,
      po2Percent: null,
      arterialSaturationPercent: null,
      icd10S: [],
      ...values,
    });
    /** The value each label names in a line's evidence list (a `<dt>` and its `<dd>`). */
    const evidenceOf = async (code: string) => {
      const region = await screen.findByRole('region', { name: `Coverage evidence for ${code}` });
      return (label: string) => within(region).getByText(label).nextElementSibling?.textContent;
    };

    it('shows the sleep test, its numbers and the conditions of a CPAP line, with their units', async () => {
      open(
        workOrderDetail({
          productVerticalName: 'Respiratory Care',
          consultationHcpcsCodes: [
            line('E0470', 'BiPAP without Backup Rate', 'CPAP Machine', {
              lengthOfNeed: 99,
              pressureSetting: 12,
              evidence: {
                kind: 'pap',
                faceToFaceDate: '2026-02-02',
                sleepTestDate: '2026-02-10',
                sleepTestType: 'home_sleep_test',
                ahiOrRdi: 12.5,
                eventCount: 1_040,
                symptoms: ['hypertension', 'insomnia'],
                cpapTriedAndFailed: true,
              },
            }),
          ],
        }),
      );
      const value = await evidenceOf('E0470');
      expect(value('Face-to-face evaluation')).toBe('02/02/2026');
      expect(value('Sleep test date')).toBe('02/10/2026');
      expect(value('Sleep test type')).toBe('Home sleep test (HST)');
      expect(value('AHI or RDI')).toBe('12.5 events per hour');
      expect(value('Events recorded')).toBe('1,040');
      expect(value('Documented conditions')).toBe('Hypertension, Insomnia');
      expect(value('CPAP tried and found ineffective')).toBe('Yes');
      expect(screen.getByText('Pressure setting: 12 cm H2O')).toBeInTheDocument();
    });

    it('shows the oxygen test, its condition, its values and the Group II findings that decided it', async () => {
      open(
        workOrderDetail({
          productVerticalName: 'Respiratory Care',
          consultationHcpcsCodes: [
            line('E1390', 'Stationary Oxygen Concentrator', 'Oxygen', {
              arterialSaturationPercent: 89,
              evidence: {
                kind: 'oxygen',
                testDate: '2026-03-01',
                testCondition: 'on_exertion',
                testedAsInpatient: true,
                dischargeDate: '2026-03-02',
                dependentEdema: true,
                corPulmonaleOrPulmonaryHypertension: false,
                hematocritPercent: 58,
              },
            }),
          ],
        }),
      );
      const value = await evidenceOf('E1390');
      expect(value('Oxygen test date')).toBe('03/01/2026');
      expect(value('Test condition')).toBe('On exertion');
      expect(value('Tested')).toBe('During a hospital stay, discharged 03/02/2026');
      expect(value('Group II findings')).toBe(
        'Dependent edema suggesting congestive heart failure; Hematocrit 58 %',
      );
      expect(screen.getByText('Arterial saturation: 89 %')).toBeInTheDocument();
    });

    it('says what was not recorded, and asks no Group II finding of a Group I value', async () => {
      open(
        workOrderDetail({
          productVerticalName: 'Respiratory Care',
          consultationHcpcsCodes: [
            line('E1390', 'Stationary Oxygen Concentrator', 'Oxygen', {
              po2Percent: 52,
              evidence: {
                kind: 'oxygen',
                testDate: null,
                testCondition: null,
                testedAsInpatient: false,
                dischargeDate: null,
                dependentEdema: false,
                corPulmonaleOrPulmonaryHypertension: false,
                hematocritPercent: null,
              },
            }),
          ],
        }),
      );
      const value = await evidenceOf('E1390');
      expect(value('Oxygen test date')).toBe('Not recorded');
      expect(value('Test condition')).toBe('Not recorded');
      expect(value('Tested')).toBe('As an outpatient');
      expect(screen.queryByText('Group II findings')).not.toBeInTheDocument();
    });

    it('shows a pump order’s due date and plan window, and nothing for a line without evidence', async () => {
      open(
        workOrderDetail({
          consultationHcpcsCodes: [
            line('E0604', 'Hospital-Grade Breast Pump', 'Breast Pumps', {
              evidence: {
                kind: 'breastPump',
                dueDate: '2026-04-20',
                planWindowDaysBeforeDue: 30,
                planWindowDaysAfterDue: 365,
                medicalNeed: 'Infant in the NICU',
              },
            }),
            line('A4281', 'Pump Tubing', 'Pump Accessories/Supplies', {}),
          ],
        }),
      );
      const value = await evidenceOf('E0604');
      expect(value('Due date')).toBe('04/20/2026');
      expect(value("Plan's order window")).toBe('30 days before to 365 days after the due date');
      expect(value('Medical need')).toBe('Infant in the NICU');
      expect(screen.queryByRole('region', { name: 'Coverage evidence for A4281' })).not.toBeInTheDocument();
    });
  });

  it('goes back to the dashboard with a lasting toast when the work order cannot be read', async () => {
    open(null);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Invalid work order id')).toBeInTheDocument();
  });
});
