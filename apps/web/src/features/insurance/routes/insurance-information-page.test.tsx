import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeInsuranceModal, useInsuranceModalState } from '../../../lib/insurance-modal-store';
import { resetShopState } from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { InsuranceInformationPage, NO_INSURANCE_MESSAGE } from './insurance-information-page';

function OpenedFlag() {
  return <p>{useInsuranceModalState().opened ? 'modal open' : 'modal closed'}</p>;
}

const renderPage = (reply: { status?: number; body: unknown }) => {
  mockApi({ 'GET /api/patient_insurance_plans/me': reply });
  return renderApp(
    <>
      <InsuranceInformationPage />
      <OpenedFlag />
    </>,
    { session: testSession('Patient') },
  );
};

describe('InsuranceInformationPage', () => {
  afterEach(() => {
    closeInsuranceModal();
    resetShopState();
  });

  it("shows the patient's plan and offers to update it", async () => {
    const { user } = renderPage({
      body: {
        patient_full_name: 'Jamie Rivera',
        insurance_carrier_name: 'Aetna',
        insurance_member_id: 'CLN100001',
        dme_benefits_confirmed: true,
      },
    });
    expect(await screen.findByText('Jamie Rivera')).toBeVisible();
    expect(screen.queryByText('Coverage')).toBeNull();
    expect(screen.getByText('Aetna')).toBeVisible();
    expect(screen.getByText('CLN100001')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update Insurance Details' }));
    expect(screen.getByText('modal open')).toBeVisible();
  });

  it('says when the plan has not confirmed DME benefits', async () => {
    renderPage({
      body: {
        patient_full_name: 'Jamie Rivera',
        insurance_carrier_name: 'Aetna',
        insurance_member_id: 'CLN100008',
        dme_benefits_confirmed: false,
      },
    });
    expect(await screen.findByText('Coverage active; DME benefits not confirmed by the plan')).toBeVisible();
  });

  it('invites a patient without insurance to submit it', async () => {
    const { user } = renderPage({ status: 404, body: { error: 'none' } });
    expect(await screen.findByText(NO_INSURANCE_MESSAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit Insurance Details' }));
    expect(screen.getByText('modal open')).toBeVisible();
  });
});
