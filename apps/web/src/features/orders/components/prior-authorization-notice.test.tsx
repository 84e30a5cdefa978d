import { PRIOR_AUTH_NOTICE_TEXT } from '@dme/shared/orders/prior-authorization';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOrder, wireOrder } from '../../../test/fixtures/orders';
import { resetShopState } from '../../../test/fixtures/shop';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { OrderConfirmationPage } from '../routes/order-confirmation-page';
import { OrderHistoryPage } from '../routes/order-history-page';
import { PriorAuthorizationNotice } from './prior-authorization-notice';

const awaiting = {
  state: 'awaiting_approval' as const,
  decision_due_at: null,
  has_federal_deadline: true,
};

function renderConfirmation(order: ReturnType<typeof wireOrder>) {
  mockApi({ 'GET /api/orders/ABCDEFGHJKMNP': { body: order } });
  renderApp([{ path: '/orders/:number', element: <OrderConfirmationPage /> }], {
    url: '/orders/ABCDEFGHJKMNP',
  });
}

describe('PriorAuthorizationNotice', () => {
  afterEach(() => {
    resetShopState();
    resetAfterTest();
  });

  it('says nothing of an order that needs no approval', async () => {
    renderConfirmation(wireOrder());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expect(screen.queryByText(/prior authorization|approv/)).toBeNull();
  });

  it('tells a $0 order on its confirmation that the plan approves it first, when she hears and what a refusal means', async () => {
    renderConfirmation(wireOrder({ prior_authorization: awaiting }));
    const notice = await screen.findByRole('region', { name: PRIOR_AUTH_NOTICE_TEXT.awaitingTitle });
    for (const line of [
      PRIOR_AUTH_NOTICE_TEXT.mustApprove,
      PRIOR_AUTH_NOTICE_TEXT.federalWindow,
      PRIOR_AUTH_NOTICE_TEXT.ifRefused,
    ])
      expect(within(notice).getByText(line)).toBeVisible();
  });

  it('gives the due day once the plan has the request', async () => {
    const due = { ...awaiting, decision_due_at: '2026-03-09T15:00:00.000Z' };
    renderApp(
      <PriorAuthorizationNotice
        order={anOrder({ prior_authorization: due })}
        now={new Date('2026-03-04T12:00:00Z')}
      />,
    );
    expect(
      await screen.findByText('Your plan must decide by 03/09/2026. We e-mail you as soon as it does.'),
    ).toBeVisible();
  });

  it('shows a refusal in the order history', async () => {
    mockApi({
      'GET /api/orders': {
        body: [
          wireOrder({
            prior_authorization: {
              state: 'not_approved',
              decision_due_at: null,
              has_federal_deadline: false,
            },
          }),
        ],
      },
    });
    renderApp(<OrderHistoryPage />, { session: testSession('Patient') });
    const notice = await screen.findByRole('region', { name: PRIOR_AUTH_NOTICE_TEXT.notApprovedTitle });
    expect(within(notice).getByText(PRIOR_AUTH_NOTICE_TEXT.notApproved)).toBeVisible();
  });
});
