import { EVIDENCE_MESSAGES } from '@dme/shared/coverage/evidence';
import { EHR_PROVIDER_ORDERS_FROM_EHR } from '@dme/shared/ehr/launch';
import { snakeKeys } from '@dme/shared/wire/case';
import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { oneVerticalMessage } from '@dme/shared/work-orders/constants';
import { WORK_ORDER_MESSAGES } from '@dme/shared/work-orders/work-order-form';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ehrLaunch, HCPCS_CODES } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { MACHINE_QUESTION } from '../machine-question';
import { NewWorkOrderPage } from './new-work-order-page';

afterEach(resetAfterTest);

const routes = [
  {
    path: '/',
    element: (
      <>
        <Link to="/">Work orders</Link>
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>Work orders list</p> },
      { path: 'work_orders/new', element: <NewWorkOrderPage /> },
      { path: 'work_orders/:uuid', element: <p>Work order page</p> },
    ],
  },
];

function open(replies: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/consultations/new': { body: { referral_code: 'KXT7MP' } },
    'GET /api/hcpcs_codes': { body: snakeKeys(HCPCS_CODES) },
    ...replies,
  });
  return { calls, ...renderApp(routes, { url: '/work_orders/new', session: testSession('Provider') }) };
}

/** Mantine labels both the input and its option list; the input is the one to type in. */
const inputLabelled = async (label: string, container: HTMLElement = document.body) =>
  (await within(container).findAllByLabelText(label)).find(
    (element) => element.tagName === 'INPUT',
  ) as HTMLElement;

async function addCode(user: UserEvent, search: string, label: string) {
  const picker = await inputLabelled('Add HCPCS code');
  await waitFor(() => expect(picker).toBeEnabled());
  await user.click(picker);
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name: label, hidden: true }));
}

const panelOf = (code: string) => screen.findByRole('region', { name: new RegExp(`^${code}`), hidden: true });

describe('NewWorkOrderPage', () => {
  it('is there before its reads answer, and takes the code and the HCPCS list as they come', async () => {
    open();
    // Before any reply: the provider can start on the patient.
    expect(screen.getByLabelText('Patient name')).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Loading the referral code' })).toBeInTheDocument();
    const picker = await inputLabelled('Add HCPCS code');
    expect(picker).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit work order' })).toBeDisabled();
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('KXT-7MP');
    await waitFor(() => expect(picker).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Submit work order' })).toBeEnabled();
  });

  it('shows the new referral code as XXX-XXX', async () => {
    open();
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('KXT-7MP');
  });

  it('keeps one product vertical per work order, and resets it when the last code goes', async () => {
    const { user } = open();
    await addCode(user, 'E0603', 'E0603 — Electric Breast Pump');
    await addCode(user, 'CPAP', 'E0601 — CPAP Device');
    expect(
      await screen.findByText(oneVerticalMessage('Respiratory Care', 'Breast Pump')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /E0601/ })).not.toBeInTheDocument();

    await user.click(within(await panelOf('E0603')).getByRole('button', { name: 'Remove' }));
    await addCode(user, 'CPAP', 'E0601 — CPAP Device');
    expect(screen.getByRole('button', { name: /E0601/ })).toBeInTheDocument();
  });

  it('fills CPAP defaults and asks the machine question only with a CPAP machine', async () => {
    const { user } = open();
    await addCode(user, 'mask', 'A7030 — Full Face Mask');
    expect(within(await panelOf('A7030')).getByLabelText('Length of need (months)')).toHaveValue('99');
    expect(within(await panelOf('A7030')).getByLabelText('Pressure setting (cm H2O)')).toHaveValue('10');
    expect(screen.getByRole('region', { name: 'Respiratory Care' })).toBeInTheDocument();
    expect(screen.queryByText(MACHINE_QUESTION)).not.toBeInTheDocument();

    await addCode(user, 'E0601', 'E0601 — CPAP Device');
    expect(screen.getByText(MACHINE_QUESTION)).toBeInTheDocument();
    await user.click(within(await panelOf('E0601')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText(MACHINE_QUESTION)).not.toBeInTheDocument();
  });

  it('saves a code only when its rules pass, then locks it until Edit', async () => {
    const { user } = open();
    await addCode(user, 'E0603', 'E0603 — Electric Breast Pump');
    await user.click(within(await panelOf('E0603')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WORK_ORDER_MESSAGES.noDiagnosis)).toBeInTheDocument();

    await user.click(await inputLabelled('Diagnosis codes (ICD-10)', await panelOf('E0603')));
    await user.click(await screen.findByRole('option', { name: /Z39.1/, hidden: true }));
    await user.click(within(await panelOf('E0603')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /E0603/ }));
    expect(await inputLabelled('Diagnosis codes (ICD-10)', await panelOf('E0603'))).toBeDisabled();
    await user.click(within(await panelOf('E0603')).getByRole('button', { name: 'Edit' }));
    expect(await inputLabelled('Diagnosis codes (ICD-10)', await panelOf('E0603'))).toBeEnabled();
  });

  it('shows the rules of the whole order on submit', async () => {
    const { user, calls } = open();
    await screen.findByTestId('referral-code');
    await user.click(screen.getByRole('button', { name: 'Submit work order' }));
    expect(await screen.findByText(WORK_ORDER_MESSAGES.noCodes)).toBeInTheDocument();
    expect(screen.getByText(WORK_ORDER_MESSAGES.emailOrPhone)).toBeInTheDocument();
    expect(screen.getByText(WORK_ORDER_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  async function fillBreastPumpOrder(user: UserEvent) {
    await user.type(await screen.findByLabelText('Patient name'), 'Ava Stone');
    await user.type(screen.getByLabelText('Patient email'), 'ava@example.com');
    await addCode(user, 'E0603', 'E0603 — Electric Breast Pump');
    await user.click(await inputLabelled('Diagnosis codes (ICD-10)', await panelOf('E0603')));
    await user.click(await screen.findByRole('option', { name: /Z39.1/, hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /Provider signature/ }), 'Dana Reyes');
    await user.type(screen.getByLabelText(/Signature date/), '2026-01-15');
  }

  it('submits the order in the wire shape and opens the new work order', async () => {
    const { user, calls, router } = open({
      'POST /api/consultations': { status: 201, body: { uuid: 'new-uuid' } },
    });
    await fillBreastPumpOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit work order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/work_orders/new-uuid'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      consultation: {
        referral_code: 'KXT7MP',
        patient_name: 'Ava Stone',
        patient_dob: '',
        patient_email: 'ava@example.com',
        patient_phone: '',
        patient_address: { line1: '', line2: '', city: '', state: '', zip: '' },
        insurance_payer: '',
        insurance_member_id: '',
        ehr_launch_id: null,
        provider_signature: 'Dana Reyes',
        provider_signature_date: '2026-01-15',
        provider_attestation: false,
        phone_assistance_required: false,
        best_time_to_call: null,
        eligible_for_machine: null,
        hcpcs_codes: [
          {
            code: 'E0603',
            length_of_need: null,
            pressure_setting: null,
            po2_percent: null,
            arterial_saturation_percent: null,
            icd10_codes: ['Z39.1'],
            // The coverage details the form asks for, left empty: the verdict warns, never blocks.
            evidence: {
              kind: 'breastPump',
              due_date: null,
              plan_window_days_before_due: null,
              plan_window_days_after_due: null,
              medical_need: '',
            },
          },
        ],
      },
    });
  });

  it('shows the server error in a banner', async () => {
    const { user } = open({
      'POST /api/consultations': {
        status: 422,
        body: { error: 'This referral code has already been used.' },
      },
    });
    await fillBreastPumpOrder(user);
    await user.click(screen.getByRole('button', { name: 'Submit work order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This referral code has already been used.');
  });

  describe('oxygen levels', () => {
    async function openOxygen(user: UserEvent) {
      await addCode(user, 'E1390', 'E1390 — Stationary Oxygen Concentrator');
      return panelOf('E1390');
    }

    it('labels PO2 as the pressure it is (mm Hg) and the saturation as a percentage', async () => {
      const { user } = open();
      const panel = await openOxygen(user);
      expect(within(panel).getByLabelText('PO2 (mm Hg)')).toBeInTheDocument();
      expect(within(panel).getByLabelText('Arterial saturation (%)')).toBeInTheDocument();
      expect(within(panel).queryByLabelText('PO2 %')).not.toBeInTheDocument();
    });

    it.each([
      ['PO2 (mm Hg)', '50'],
      ['Arterial saturation (%)', '87'],
    ])('the either-level message goes as soon as a value is typed in %s', async (label, value) => {
      const { user } = open();
      const panel = await openOxygen(user);
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      expect(await within(panel).findByText(WORK_ORDER_MESSAGES.oxygenLevels)).toBeInTheDocument();
      await user.type(within(panel).getByLabelText(label), value);
      await waitFor(() =>
        expect(within(panel).queryByText(WORK_ORDER_MESSAGES.oxygenLevels)).not.toBeInTheDocument(),
      );
    });

    it.each([
      ['PO2 (mm Hg)', '250', WORK_ORDER_MESSAGES.po2Range],
      ['PO2 (mm Hg)', '-40', WORK_ORDER_MESSAGES.po2Range],
      ['Arterial saturation (%)', '150', WORK_ORDER_MESSAGES.saturationRange],
      ['Arterial saturation (%)', '0', WORK_ORDER_MESSAGES.saturationRange],
    ])('%s of %s shows one message, not a CMS warning beside it', async (label, value, message) => {
      const { user } = open();
      const panel = await openOxygen(user);
      await user.type(within(panel).getByLabelText(label), value);
      await user.tab();
      expect(await within(panel).findByText(message)).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Save' }));
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(within(panel).queryByText(/CMS requirements/)).not.toBeInTheDocument();
      expect(within(panel).queryByText(WORK_ORDER_MESSAGES.oxygenLevels)).not.toBeInTheDocument();
      expect(within(panel).getAllByText(message)).toHaveLength(1);
    });

    it('warns for a saturation that does not qualify (90 %), not for one that does (87 %)', async () => {
      const { user } = open();
      const panel = await openOxygen(user);
      const saturation = within(panel).getByLabelText('Arterial saturation (%)');
      await user.type(saturation, '87');
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(within(panel).queryByText('CMS requirements not met')).not.toBeInTheDocument();
      await user.clear(saturation);
      await user.type(saturation, '90');
      expect(await within(panel).findByText('CMS requirements not met')).toBeInTheDocument();
    });
  });

  it('shows no diagnosis error before the provider has done anything with the new code', async () => {
    const { user } = open();
    await addCode(user, 'E0603', 'E0603 — Electric Breast Pump');
    const panel = await panelOf('E0603');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(panel).queryByText(WORK_ORDER_MESSAGES.noDiagnosis)).not.toBeInTheDocument();
    // On leaving the field, or on Save, it is said.
    await user.click(await inputLabelled('Diagnosis codes (ICD-10)', panel));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(await within(panel).findByText(WORK_ORDER_MESSAGES.noDiagnosis)).toBeInTheDocument();
  });

  it('refuses -5 months with a message instead of turning it into 5', async () => {
    const { user } = open();
    await addCode(user, 'mask', 'A7030 — Full Face Mask');
    const panel = await panelOf('A7030');
    const months = within(panel).getByLabelText('Length of need (months)');
    await user.clear(months);
    await user.type(months, '-5');
    await user.tab();
    expect(months).toHaveValue('-5');
    expect(await within(panel).findByText(WORK_ORDER_MESSAGES.lengthOfNeedRange)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('says on the field when a coverage detail or a setting is out of range, and Save keeps the line open', async () => {
    const { user } = open();
    await addCode(user, 'E0601', 'E0601 — CPAP Device');
    const panel = await panelOf('E0601');
    const pressure = within(panel).getByLabelText('Pressure setting (cm H2O)');
    await user.clear(pressure);
    await user.type(pressure, '45');
    await user.type(within(panel).getByLabelText('AHI or RDI (per hour)'), '-1');
    await user.tab();
    expect(await within(panel).findByText(EVIDENCE_MESSAGES.ahi)).toBeInTheDocument();
    expect(within(panel).getByText(WORK_ORDER_MESSAGES.pressureSettingRange)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('AHI or RDI (per hour)')).toBeEnabled();
    // The message follows the typing: a value in range takes it away.
    await user.clear(within(panel).getByLabelText('AHI or RDI (per hour)'));
    await user.type(within(panel).getByLabelText('AHI or RDI (per hour)'), '20');
    await waitFor(() => expect(within(panel).queryByText(EVIDENCE_MESSAGES.ahi)).not.toBeInTheDocument());
  });

  describe('leaving a filled form', () => {
    it('asks before a link takes the provider away, and stays when asked to', async () => {
      const { user, router } = open();
      await user.type(await screen.findByLabelText('Patient name'), 'Ava Stone');
      await user.click(screen.getByRole('link', { name: 'Work orders' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave this work order?' });
      expect(router.state.location.pathname).toBe('/work_orders/new');
      await user.click(within(dialog).getByRole('button', { name: 'Stay on the form' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByLabelText('Patient name')).toHaveValue('Ava Stone');

      await user.click(screen.getByRole('link', { name: 'Work orders' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Leave this work order?' })).getByRole('button', {
          name: 'Leave and discard',
        }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('asks on Back too', async () => {
      const { user, router } = open();
      await router.navigate('/');
      await router.navigate('/work_orders/new');
      await user.type(await screen.findByLabelText('Patient name'), 'Ava Stone');
      await router.navigate(-1);
      expect(await screen.findByRole('dialog', { name: 'Leave this work order?' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/work_orders/new');
    });

    it('lets an untouched form go without asking, once its referral code has come too', async () => {
      const { user, router } = open();
      await screen.findByTestId('referral-code');
      await user.click(screen.getByRole('link', { name: 'Work orders' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('asks the browser before a reload or a closed tab loses the form', async () => {
      const { user } = open();
      await user.type(await screen.findByLabelText('Patient name'), 'Ava Stone');
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });
  });
});

describe('NewWorkOrderPage for an EHR provider (issue 49)', () => {
  const ehrSession = () => {
    const session = testSession('Provider');
    return { ...session, user: { ...session.user, role: { ...session.user.role, isEhrProvider: true } } };
  };
  const launch = ehrLaunch();
  const openAs = (url: string, replies: Parameters<typeof mockApi>[0] = {}) => {
    const calls = mockApi({
      'GET /api/consultations/new': { body: { referral_code: 'KXT7MP' } },
      'GET /api/hcpcs_codes': { body: snakeKeys(HCPCS_CODES) },
      'GET /api/ehr_connections': {
        body: {
          connections: [
            { name: 'Demo EHR', iss: 'http://localhost:3001/fhir', app_url: 'http://localhost:3001' },
          ],
        },
      },
      [`GET /api/ehr_launches/${launch.id}`]: { body: snakeKeys(launch) },
      ...replies,
    });
    return { calls, ...renderApp(routes, { url, session: ehrSession() }) };
  };

  it('without a launch, says orders come from the EHR and where to start one, with no form', async () => {
    openAs('/work_orders/new');
    expect(await screen.findByText(EHR_PROVIDER_ORDERS_FROM_EHR)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Launch from the demo EHR' })).toHaveAttribute(
      'href',
      'http://localhost:3001',
    );
    expect(screen.queryByRole('button', { name: 'Submit work order' })).not.toBeInTheDocument();
  });

  it('with a launch, fills the form from the chart, each value saying where it came from, and sends the launch', async () => {
    const { user, calls } = openAs(`/work_orders/new?ehr_launch=${launch.id}`, {
      'POST /api/consultations': { status: 201, body: { uuid: 'new-uuid' } },
    });
    expect(await screen.findByText('Pre-filled from Demo EHR')).toBeInTheDocument();
    expect(screen.getByLabelText('Patient name')).toHaveValue('Marcus Bell');
    expect(screen.getByLabelText('Member ID')).toHaveValue('CLN-100-001');
    expect(screen.getAllByText('From Demo EHR · Patient record').length).toBeGreaterThan(0);
    expect(screen.getAllByText('From Demo EHR · Coverage: Aetna')).toHaveLength(2);

    await user.clear(screen.getByLabelText('Patient name'));
    await user.type(screen.getByLabelText('Patient name'), 'Marcus A. Bell');
    expect(await screen.findByText('Changed · Demo EHR had Marcus Bell')).toBeInTheDocument();

    await addCode(user, 'E0601', 'E0601 — CPAP Device');
    expect(await screen.findByLabelText('AHI or RDI (per hour)')).toHaveValue('12');
    // The test's date and type and the AHI came from one observation.
    expect(
      screen.getAllByText('From Demo EHR · Sleep study (AHI), 10/02/2026').length,
    ).toBeGreaterThanOrEqual(2);

    await user.click(
      within(screen.getByRole('radiogroup', { name: MACHINE_QUESTION })).getByLabelText('Yes'),
    );
    await user.click(screen.getByRole('checkbox', { name: /attest/i }));
    await user.type(screen.getByRole('textbox', { name: /Provider signature/ }), 'Daniel Reyes');
    await user.type(screen.getByLabelText(/Signature date/), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Submit work order' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      consultation: { ehr_launch_id: launch.id, patient_name: 'Marcus A. Bell', insurance_payer: 'Aetna' },
    });
  });

  it('says a used or expired launch is no longer open', async () => {
    openAs(`/work_orders/new?ehr_launch=${launch.id}`, {
      [`GET /api/ehr_launches/${launch.id}`]: {
        status: 404,
        body: { errors: ['This launch has expired or was already used'] },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(WORK_ORDER_ERRORS.ehrLaunchUsed);
  });
});
