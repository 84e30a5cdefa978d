import { DELIVERY_MESSAGES } from '@dme/shared/delivery/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetShopState, wireCart, wireCartItem, wireSession } from '../../../test/fixtures/shop';
import { type MockReply, mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { useAddCartItem } from '../../cart';
import { DeliveryPromise } from './delivery-promise';

/** Stands for the shop's add button. */
function AddPump() {
  const add = useAddCartItem();
  return (
    <button
      type="button"
      onClick={() => add.mutate({ variantUuid: 'variant-item-1', quantity: 1, title: 'Pump' })}
    >
      Add the pump
    </button>
  );
}

const ESTIMATE = 'GET /api/delivery_estimate';
const SET_ZIP = 'PUT /api/delivery_estimate';

const sameDay = {
  status: 'served',
  zip: '90012',
  delivery_date: '2026-12-03',
  is_same_day: true,
  order_by: '2026-12-03T22:00:00.000Z',
  time_zone: 'America/Los_Angeles',
};
const nextDay = { ...sameDay, delivery_date: '2026-12-07', is_same_day: false, order_by: null };

function renderPromise(replies: Record<string, MockReply | MockReply[]>, cart = wireCart()) {
  const calls = mockApi({
    'GET /api/patient_sessions/me': { body: wireSession() },
    'GET /api/carts/me': { body: cart },
    ...replies,
  });
  return { calls, ...renderApp(<DeliveryPromise />) };
}
const region = () => screen.findByRole('region', { name: 'Delivery' });

describe('DeliveryPromise', () => {
  afterEach(() => {
    resetShopState();
    resetAfterTest();
  });

  it('asks for a ZIP code, keeps it on the session and says today’s cut-off', async () => {
    const { calls, user } = renderPromise({
      [ESTIMATE]: { body: { status: 'zip_needed' } },
      [SET_ZIP]: { body: sameDay },
    });
    const delivery = await region();
    expect(await within(delivery).findByText(DELIVERY_MESSAGES.promise)).toBeVisible();
    await user.type(within(delivery).getByRole('textbox', { name: 'Your ZIP code' }), '90012');
    await user.click(within(delivery).getByRole('button', { name: 'Check delivery' }));
    expect(
      await within(delivery).findByText(/Same-day delivery to 90012: order by 2:00 PM PST to get it today\./),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ zip: '90012' });
  });

  it('says a ZIP code must be one, before asking the server', async () => {
    const { calls, user } = renderPromise({ [ESTIMATE]: { body: { status: 'zip_needed' } } });
    const delivery = await region();
    await user.type(await within(delivery).findByRole('textbox', { name: 'Your ZIP code' }), '901');
    await user.click(within(delivery).getByRole('button', { name: 'Check delivery' }));
    expect(await within(delivery).findByText('Zip code must be 5 digits')).toBeVisible();
    await user.clear(within(delivery).getByRole('textbox', { name: 'Your ZIP code' }));
    await user.type(within(delivery).getByRole('textbox', { name: 'Your ZIP code' }), '09001');
    await user.click(within(delivery).getByRole('button', { name: 'Check delivery' }));
    expect(await within(delivery).findByText('Enter a US ZIP code')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says the day it would come after the cut-off, and takes another ZIP code', async () => {
    const { user } = renderPromise({
      [ESTIMATE]: { body: nextDay },
      [SET_ZIP]: { body: { status: 'unserved', zip: '10001' } },
    });
    const delivery = await region();
    expect(
      await within(delivery).findByText(/Delivery to 90012 expected Monday, December 7\./),
    ).toBeVisible();
    await user.click(within(delivery).getByRole('button', { name: 'Change ZIP code' }));
    const field = within(delivery).getByRole('textbox', { name: 'Your ZIP code' });
    expect(field).toHaveValue('90012');
    await user.clear(field);
    await user.type(field, '10001');
    await user.click(within(delivery).getByRole('button', { name: 'Check delivery' }));
    expect(await within(delivery).findByText(/We do not deliver to 10001 yet\./)).toBeVisible();
  });

  it('promises no day while the plan must approve the order first', async () => {
    renderPromise({ [ESTIMATE]: { body: { status: 'awaiting_approval', zip: '90012' } } });
    const delivery = await region();
    expect(await within(delivery).findByText(DELIVERY_MESSAGES.awaitingApproval('90012'))).toBeVisible();
    expect(within(delivery).queryByText(/expected|today/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field', async () => {
    const { user } = renderPromise({
      [ESTIMATE]: { body: { status: 'zip_needed' } },
      [SET_ZIP]: { status: 400, body: { error: 'zip: Enter a US ZIP code' } },
    });
    const delivery = await region();
    await user.type(await within(delivery).findByRole('textbox', { name: 'Your ZIP code' }), '90012');
    await user.click(within(delivery).getByRole('button', { name: 'Check delivery' }));
    expect(await within(delivery).findByText('zip: Enter a US ZIP code')).toBeVisible();
  });

  it('asks again when the cart changes what it holds: its suppliers decide', async () => {
    const pump = wireCartItem('item-1', 'Spectra S1 Plus', 1);
    const calls = mockApi({
      'GET /api/patient_sessions/me': { body: wireSession() },
      'GET /api/carts/me': { body: wireCart() },
      'POST /api/cart_items': { body: wireCart([pump]) },
      [ESTIMATE]: [{ body: sameDay }, { body: nextDay }],
    });
    const { user } = renderApp(
      <>
        <DeliveryPromise />
        <AddPump />
      </>,
    );
    expect(await screen.findByText(/Same-day delivery to 90012/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add the pump' }));
    expect(await screen.findByText(/Delivery to 90012 expected Monday, December 7\./)).toBeVisible();
    expect(calls.filter((call) => call.path === '/api/delivery_estimate')).toHaveLength(2);
  });

  it('shows nothing while it cannot tell', async () => {
    const { calls } = renderPromise({ [ESTIMATE]: { status: 503, body: { error: 'Unavailable' } } });
    const delivery = await region();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/delivery_estimate')).toBe(true));
    expect(delivery).toHaveTextContent('');
    expect(within(delivery).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
