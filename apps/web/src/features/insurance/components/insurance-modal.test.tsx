import { checkDetailsMessage, INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { PRESCRIPTION_TEXTS } from '@dme/shared/insurance/prescription-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeInsuranceModal, openInsuranceModal } from '../../../lib/insurance-modal-store';
import {
  resetShopState,
  returningPatient,
  wireCart,
  wireCartItem,
  wireSession,
  wireVerticals,
} from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { InsuranceModal } from './insurance-modal';

const AETNA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const MOLINA = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const carriers = [
  { uuid: AETNA, name: 'Aetna', payer_id: '60054', has_suppliers: true },
  { uuid: MOLINA, name: 'Molina Healthcare', payer_id: null, has_suppliers: false },
];
const status = (savings: boolean, deductibleRemaining: string | null = null, dmeConfirmed = true) => ({
  uuid: 'status-1',
  active: true,
  requires_authorization: false,
  dme_benefits_confirmed: dmeConfirmed,
  patient_insurance_plan: {
    patient_full_name: 'Jamie Rivera',
    insurance_carrier_name: 'Aetna',
    insurance_member_id: 'CLN100001',
  },
  insurance_savings_available: savings,
  deductible_remaining: deductibleRemaining,
});

function renderModal(extra: Parameters<typeof mockApi>[0] = {}, session = wireSession()) {
  returningPatient();
  const calls = mockApi({
    'GET /api/patient_sessions/me': { body: session },
    'GET /api/product_verticals': { body: wireVerticals },
    'GET /api/carts/me': { body: wireCart() },
    'GET /api/insurance_carriers': { body: carriers },
    ...extra,
  });
  const view = renderApp(<InsuranceModal />);
  openInsuranceModal({ start: 'form' });
  return { calls, ...view };
}

async function chooseCarrier(user: ReturnType<typeof renderModal>['user'], name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Insurance carrier' }));
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

async function fillDetails(user: ReturnType<typeof renderModal>['user'], birthDate = '1991-04-12') {
  await chooseCarrier(user, 'Aetna');
  await user.type(screen.getByLabelText(/Member ID/), 'CLN-100-001');
  await user.type(screen.getByLabelText(/First name/), 'Jamie');
  await user.type(screen.getByLabelText(/Last name/), 'Rivera');
  await user.type(screen.getByLabelText(/Patient date of birth/), birthDate);
  await user.click(screen.getByRole('button', { name: 'Check My Coverage' }));
}

describe('InsuranceModal', () => {
  afterEach(() => {
    closeInsuranceModal();
    resetShopState();
  });

  it('requires every field and a real, past birth date', async () => {
    const { user, calls } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Check My Coverage' }));
    expect(await screen.findByText('Insurance carrier is required')).toBeVisible();
    expect(screen.getByText('Member ID is required')).toBeVisible();
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText(INSURANCE_MESSAGES.validDate)).toBeVisible();

    await user.type(screen.getByLabelText(/Patient date of birth/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Check My Coverage' }));
    expect(await screen.findByText(INSURANCE_MESSAGES.futureDate)).toBeVisible();
    expect(calls.some((call) => call.path === '/api/insurance_statuses')).toBe(false);
  });

  it('checks eligibility, then prices every request with the new status', async () => {
    const { user, calls } = renderModal({
      'POST /api/insurance_statuses': { status: 201, body: status(false) },
    });
    await fillDetails(user);

    const dialog = await screen.findByRole('dialog', { name: 'Insurance Pricing Unlocked' });
    expect(within(dialog).getByText('CLN100001')).toBeVisible();
    const check = calls.find((call) => call.path === '/api/insurance_statuses');
    expect(check?.body).toEqual({
      carrier: AETNA,
      member_id: 'CLN100001',
      first_name: 'Jamie',
      last_name: 'Rivera',
      patient_birth_date: '1991-04-12',
    });
    // The cart is fetched again, now with the status header.
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/api/carts/me' && call.headers['insurance-status-uuid'] === 'status-1',
        ),
      ).toBe(true),
    );
    expect(within(dialog).queryByRole('button', { name: 'Keep My Pump' })).toBeNull();
  });

  it('says "Updated" and offers other pumps when savings exist and the cart holds a pump', async () => {
    const { user } = renderModal(
      {
        'GET /api/insurance_statuses/me': { body: status(true) },
        'GET /api/carts/me': { body: wireCart([wireCartItem('item-1', 'Spectra S1 Plus', 1)]) },
        'POST /api/insurance_statuses': { status: 201, body: status(true) },
      },
      wireSession({ insurance_status_uuid: 'status-0' }),
    );
    await fillDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Pricing Updated' });
    expect(within(dialog).getByRole('button', { name: 'Keep My Pump' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'View Pumps' })).toBeVisible();
  });

  it('says what a plan whose deductible is not met does, instead of announcing savings', async () => {
    const { user } = renderModal({
      'GET /api/carts/me': { body: wireCart([wireCartItem('item-1', 'Spectra S1 Plus', 1)]) },
      'POST /api/insurance_statuses': { status: 201, body: status(false, '$2,500.00') },
    });
    await fillDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Coverage Confirmed' });
    expect(within(dialog).getByText(/Your plan covers this equipment/)).toBeVisible();
    expect(within(dialog).getByText(/applied to your deductible/)).toBeVisible();
    expect(within(dialog).getByText('Deductible still owed: $2,500.00')).toBeVisible();
    expect(
      within(dialog).queryByText(/Pricing Unlocked|lowers the price|include your insurance benefits/),
    ).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Keep My Pump' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  });

  it('says DME benefits are not confirmed when the plan answered only in general, never that it covers the equipment', async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': { status: 201, body: status(false, '$500.00', false) },
    });
    await fillDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Pricing Unlocked' });
    expect(within(dialog).getByText('Coverage active; DME benefits not confirmed by the plan')).toBeVisible();
    expect(within(dialog).getByText(/Insurance prices are estimates/)).toBeVisible();
    expect(within(dialog).getByText('Deductible still owed: $500.00')).toBeVisible();
    expect(within(dialog).queryByText(/covers this equipment|include your insurance benefits/)).toBeNull();
  });

  it.each([
    ['a patient whose provider sent the prescription', wireSession(), PRESCRIPTION_TEXTS.insuranceNoteOnFile],
    [
      'a patient with none on file',
      wireSession({ consultation: null }),
      PRESCRIPTION_TEXTS.insuranceNoteUpload,
    ],
  ])(
    'tells %s that the plan approves first, asking for a prescription only when none is on file',
    async (_, session, note) => {
      const { user } = renderModal(
        {
          'POST /api/insurance_statuses': {
            status: 201,
            body: { ...status(true), requires_authorization: true },
          },
        },
        session,
      );
      await fillDetails(user);
      const dialog = await screen.findByRole('dialog', { name: 'Insurance Pricing Unlocked' });
      expect(within(dialog).getByText(note)).toBeVisible();
      expect(within(dialog).queryByText(/needs a copy of your prescription/)).toBeNull();
    },
  );

  it('keeps the spec texts when the plan saves money, with the deductible left', async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': { status: 201, body: status(true, '$100.00') },
    });
    await fillDetails(user);
    const dialog = await screen.findByRole('dialog', { name: 'Insurance Pricing Unlocked' });
    expect(within(dialog).getByText('Deductible still owed: $100.00')).toBeVisible();
  });

  it('goes back to the details from a carrier picked by mistake, keeping what was typed', async () => {
    const { user } = renderModal();
    await user.type(await screen.findByLabelText(/Member ID/), 'CLN-100-001');
    await chooseCarrier(user, 'Molina Healthcare');
    expect(await screen.findByText(INSURANCE_MESSAGES.noSuppliers)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose Another Carrier' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your insurance details' })).toBeVisible();
    expect(screen.getByLabelText(/Member ID/)).toHaveValue('CLN-100-001');
    expect(screen.getByRole('combobox', { name: 'Insurance carrier' })).toHaveValue('');
  });

  it('asks to confirm the details on a health plan error, then takes additional information', async () => {
    const { user, calls } = renderModal({
      'POST /api/insurance_statuses': {
        status: 422,
        body: { type: 'health_plan_error', error: INSURANCE_MESSAGES.confirmInformation },
      },
      'POST /api/patients/contact_request': {
        status: 201,
        body: { message: 'Thanks! Our team will reach out to jamie@example.com shortly.' },
      },
    });
    await fillDetails(user);
    expect(await screen.findByText(INSURANCE_MESSAGES.confirmInformation)).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@carelane.example' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Provide Additional Information' }));

    expect(screen.getByLabelText(/Medical group/)).toHaveValue('-');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Jamie Rivera');
    await user.clear(screen.getByLabelText(/Medical group/));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jamie@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '2135550199');
    await user.type(screen.getByLabelText(/Physician name/), 'Dr. Park');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Request Help' }));

    expect(await screen.findByRole('dialog', { name: "We're On It" })).toBeVisible();
    expect(screen.getByText('Thanks! Our team will reach out to jamie@example.com shortly.')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/patients/contact_request')?.body).toEqual({
      patient: {
        product: '',
        full_name: 'Jamie Rivera',
        member_id: 'CLN-100-001',
        medical_group: '-',
        birth_date: '1991-04-12',
        email: 'jamie@example.com',
        phone_number: '(213) 555-0199',
        physician_name: 'Dr. Park',
        insurance_carrier_name: 'Aetna',
      },
    });
  });

  it("shows the server's text for an unsupported plan with the contact form", async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': {
        status: 422,
        body: { type: 'unsupported_plan', error: INSURANCE_MESSAGES.unsupportedStateExchangePlan },
      },
    });
    await fillDetails(user);
    expect(await screen.findByText(INSURANCE_MESSAGES.unsupportedStateExchangePlan)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request Help' })).toBeVisible();
  });

  it('shows the field the payer could not match on a health plan error (issue 47)', async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': {
        status: 422,
        body: { type: 'health_plan_error', error: checkDetailsMessage(['memberId']) },
      },
    });
    await fillDetails(user);
    expect(await screen.findByText(checkDetailsMessage(['memberId']))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit My Details' })).toBeVisible();
  });

  it('offers to try again or leave details when the payer cannot answer, keeping what was typed', async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': {
        status: 422,
        body: { type: 'payer_unavailable', error: INSURANCE_MESSAGES.payerUnavailable },
      },
    });
    await fillDetails(user);
    expect(await screen.findByText(INSURANCE_MESSAGES.payerUnavailable)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request Help' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your insurance details' })).toBeVisible();
    expect(screen.getByLabelText(/Member ID/)).toHaveValue('CLN-100-001');
  });

  it('says the check failed on our side, never that the plan is inactive', async () => {
    const { user } = renderModal({
      'POST /api/insurance_statuses': {
        status: 422,
        body: { type: 'check_unavailable', error: INSURANCE_MESSAGES.checkUnavailable },
      },
    });
    await fillDetails(user);
    expect(await screen.findByText(INSURANCE_MESSAGES.checkUnavailable)).toBeVisible();
    expect(screen.queryByText(INSURANCE_MESSAGES.confirmInformation)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to My Details' })).toBeVisible();
  });

  it("says when to try again after too many checks, and only to try again on the server's failure", async () => {
    const tooMany = 'Too many requests. Please try again in 15 minutes.';
    const { user } = renderModal({
      'POST /api/insurance_statuses': [
        { status: 429, body: { statusCode: 429, error: tooMany } },
        { status: 500, body: { error: 'Internal Server Error' } },
      ],
    });
    await fillDetails(user);
    expect(await screen.findByText(tooMany)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check My Coverage' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });

  it('sends a carrier without supplier partners straight to the contact form', async () => {
    const { user } = renderModal();
    await chooseCarrier(user, 'Molina Healthcare');
    expect(await screen.findByText(INSURANCE_MESSAGES.noSuppliers)).toBeVisible();
    expect(screen.queryByLabelText(/Insurance carrier name/)).toBeNull();
  });

  it('asks the name of another carrier and, for a breast pump, a confirmation instead of a time to call', async () => {
    const { user } = renderModal();
    await chooseCarrier(user, 'Other insurance carrier');
    expect(await screen.findByText(INSURANCE_MESSAGES.unknownCarrier)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Best time to call' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request Help' }));
    expect(await screen.findByText('Insurance carrier name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText(INSURANCE_MESSAGES.phoneInvalid)).toBeVisible();
    expect(screen.getByText('Physician name is required')).toBeVisible();
    expect(screen.getByText('Please confirm to continue')).toBeVisible();
  });
});
