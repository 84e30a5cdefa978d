import { INSURANCE_MESSAGES } from '@dme/shared/insurance/messages';
import { PRESCRIPTION_TEXTS } from '@dme/shared/insurance/prescription-messages';
import { PRESCRIPTION_CLAIM_MESSAGES } from '@dme/shared/shop/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeCheckoutPrompt,
  closePrescriptionModal,
  openPrescriptionModal,
} from '../../../lib/prescription-modal-store';
import {
  resetShopState,
  returningPatient,
  wireCart,
  wireCartItem,
  wireConsultation,
  wireSession,
  wireVerticals,
} from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { useCart } from '../../cart';
import { useCheckoutGate } from '../use-checkout-gate';
import { CheckoutPrompt } from './checkout-prompt';
import { PrescriptionBanner } from './prescription-banner';
import { PrescriptionModal } from './prescription-modal';

const insuredCart = {
  ...wireCart([wireCartItem('item-1', 'Spectra S1 Plus', 1)], true),
  prices: { subtotal_payer_responsibility: '199.99' },
};
const status = {
  uuid: 'status-1',
  active: true,
  requires_authorization: false,
  patient_insurance_plan: {
    patient_full_name: 'A B',
    insurance_carrier_name: 'Aetna',
    insurance_member_id: 'X',
  },
  insurance_savings_available: true,
};

/** Shown once the cart is loaded, as on the cart page. */
function CheckoutButton({ onCheckout }: { onCheckout: () => void }) {
  const gate = useCheckoutGate();
  if (!useCart().data) return null;
  return (
    <button type="button" onClick={() => gate(onCheckout)}>
      Checkout
    </button>
  );
}

function renderPrescription(
  extra: Parameters<typeof mockApi>[0],
  session: ReturnType<typeof wireSession>,
  insuranceStatus = status,
) {
  returningPatient();
  const calls = mockApi({
    'GET /api/patient_sessions/me': { body: session },
    'GET /api/product_verticals': { body: wireVerticals },
    'GET /api/carts/me': { body: insuredCart },
    'GET /api/insurance_statuses/me': { body: insuranceStatus },
    ...extra,
  });
  const onCheckout = vi.fn();
  const view = renderApp(
    <>
      <PrescriptionBanner />
      <CheckoutButton onCheckout={onCheckout} />
      <PrescriptionModal />
      <CheckoutPrompt />
    </>,
  );
  return { calls, onCheckout, ...view };
}

const inboundLead = { ...wireConsultation, inbound_lead: true, has_prescription: false };

describe('PrescriptionModal', () => {
  afterEach(() => {
    closePrescriptionModal();
    closeCheckoutPrompt();
    resetShopState();
  });

  it('checks the verify form, asks for the e-mailed code, then shows "Prescription Verified" for a provider\'s patient', async () => {
    const { user, calls } = renderPrescription(
      {
        'POST /api/consultations/find_or_create': {
          body: { message: PRESCRIPTION_CLAIM_MESSAGES.sent, code_sent: true },
        },
        'POST /api/consultations/verify_code': { body: wireConsultation },
      },
      wireSession({ consultation: null }),
    );
    openPrescriptionModal();
    await user.click(await screen.findByRole('button', { name: 'Verify Prescription' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText(INSURANCE_MESSAGES.phoneInvalid)).toBeVisible();
    expect(screen.getByText('Use the email address your provider has on file for you.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Must be a valid email address')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robert.nguyen@demo.test');
    await user.type(screen.getByLabelText(/Phone number/), '2135550111');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('(213) 555-0111');
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));

    // Nothing is found or shown before the code sent to that e-mail is typed (issue 12 item 7).
    const codeField = await screen.findByRole('textbox', { name: PRESCRIPTION_CLAIM_MESSAGES.codeLabel });
    expect(screen.getByText(new RegExp(PRESCRIPTION_CLAIM_MESSAGES.sent))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));
    expect(await screen.findByText(PRESCRIPTION_CLAIM_MESSAGES.codeRequired)).toBeVisible();
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));

    expect(await screen.findByRole('dialog', { name: 'Prescription Verified' })).toBeVisible();
    expect(calls.find((call) => call.path === '/api/consultations/verify_code')?.body).toEqual({
      consultation: { code: '123456' },
    });
    expect(calls.find((call) => call.path === '/api/consultations/find_or_create')?.body).toEqual({
      consultation: {
        patient_email: 'robert.nguyen@demo.test',
        patient_phone: '(213) 555-0111',
        estimated_due_date: '2026-12-31',
      },
    });
  });

  it.each([
    [500, { error: 'boom' }, INSURANCE_MESSAGES.prescriptionServerError],
    [
      422,
      { error: 'That phone number belongs to another patient.' },
      'That phone number belongs to another patient.',
    ],
  ])('shows the error of a %i', async (code, body, message) => {
    const { user } = renderPrescription(
      { 'POST /api/consultations/find_or_create': { status: code, body } },
      wireSession({ consultation: null }),
    );
    openPrescriptionModal();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '2135550111');
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it("shows a wrong code's error and sends a new code on request", async () => {
    const { user, calls } = renderPrescription(
      {
        'POST /api/consultations/find_or_create': {
          body: { message: PRESCRIPTION_CLAIM_MESSAGES.sent, code_sent: true },
        },
        'POST /api/consultations/verify_code': {
          status: 422,
          body: { error: PRESCRIPTION_CLAIM_MESSAGES.invalid },
        },
      },
      wireSession({ consultation: null }),
    );
    openPrescriptionModal();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@example.com');
    await user.type(screen.getByLabelText(/Phone number/), '2135550111');
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));
    await user.type(
      await screen.findByRole('textbox', { name: PRESCRIPTION_CLAIM_MESSAGES.codeLabel }),
      '654321',
    );
    await user.click(screen.getByRole('button', { name: 'Verify Prescription' }));
    expect(await screen.findByText(PRESCRIPTION_CLAIM_MESSAGES.invalid)).toBeVisible();
    await user.click(screen.getByRole('button', { name: PRESCRIPTION_CLAIM_MESSAGES.resend }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/consultations/find_or_create')).toHaveLength(2),
    );
  });

  it('asks an inbound lead to upload, and lets checkout go on without when the plan allows it', async () => {
    const { user, onCheckout } = renderPrescription(
      {},
      wireSession({ consultation: inboundLead, insurance_status_uuid: 'status-1' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    // Insured, savings, no prescription: the prompt comes first.
    await user.click(await screen.findByRole('button', { name: 'Upload prescription' }));
    // The dialog fades in; wait for the end of the transition rather than its first frame.
    const dialog = await screen.findByRole('dialog', { name: 'Upload your prescription' });
    await waitFor(() => expect(dialog).toBeVisible());
    await user.click(await screen.findByRole('button', { name: 'Continue without a prescription' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('removes insurance from the checkout prompt', async () => {
    const { user, calls, onCheckout } = renderPrescription(
      { 'DELETE /api/insurance_statuses/me': { body: { success: true } } },
      wireSession({ consultation: inboundLead, insurance_status_uuid: 'status-1' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await user.click(await screen.findByRole('button', { name: 'Remove insurance' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Insurance removed. Your cart now shows retail prices.')).toBeVisible();
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('checks out at once when no prescription is needed', async () => {
    const { user, onCheckout } = renderPrescription({}, wireSession({ insurance_status_uuid: 'status-1' }));
    await screen.findByRole('button', { name: 'Checkout' });
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Checkout' }));
      expect(onCheckout).toHaveBeenCalled();
    });
    expect(screen.queryByRole('dialog', { name: 'Prescription required' })).toBeNull();
  });
});

describe('the prescription step for a plan that approves equipment first (issue 48 item 3)', () => {
  const priorAuthStatus = { ...status, requires_authorization: true };
  afterEach(() => {
    closePrescriptionModal();
    closeCheckoutPrompt();
    resetShopState();
  });

  it("tells a provider's patient the plan approves with her prescription, never that the price is kept", async () => {
    renderPrescription(
      {},
      wireSession({ consultation: wireConsultation, insurance_status_uuid: 'status-1' }),
      priorAuthStatus,
    );
    openPrescriptionModal();
    const verified = await screen.findByRole('dialog', { name: 'Prescription Verified' });
    expect(await within(verified).findByText(PRESCRIPTION_TEXTS.verifiedPriorAuth)).toBeVisible();
    expect(screen.queryByText(/pricing is kept|keep your insurance pricing/)).toBeNull();
  });

  it('asks a patient with no prescription for one, for the plan, with no way round it', async () => {
    const { user, onCheckout } = renderPrescription(
      {},
      wireSession({ consultation: inboundLead, insurance_status_uuid: 'status-1' }),
      priorAuthStatus,
    );
    expect(await screen.findByText(PRESCRIPTION_TEXTS.bannerPriorAuth)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prescription required' });
    expect(within(prompt).getByText(PRESCRIPTION_TEXTS.checkoutPromptPriorAuth)).toBeVisible();
    await user.click(within(prompt).getByRole('button', { name: 'Upload prescription' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload your prescription' });
    // The dialog fades in; wait for the end of the transition rather than its first frame.
    await waitFor(() =>
      expect(within(upload).getByText(PRESCRIPTION_TEXTS.uploadIntroPriorAuth)).toBeVisible(),
    );
    expect(within(upload).queryByRole('button', { name: 'Continue without a prescription' })).toBeNull();
    expect(screen.queryByText(/pricing is kept|keep your insurance pricing/)).toBeNull();
    expect(onCheckout).not.toHaveBeenCalled();
  });
});
