import { snakeKeys } from '@dme/shared/wire/case';
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

  it('goes back to the dashboard with a lasting toast when the work order cannot be read', async () => {
    open(null);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Invalid work order id')).toBeInTheDocument();
  });
});
