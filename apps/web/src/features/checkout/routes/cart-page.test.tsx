import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resetShopState,
  SUPPLIES_UUID,
  wireCart,
  wireCartItem,
  wireSession,
} from '../../../test/fixtures/shop';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { CartPage } from './cart-page';

const routes = [{ path: '/cart', element: <CartPage /> }];
const pump = wireCartItem('item-1', 'Spectra S1 Plus', 1);
const bags = wireCartItem('item-2', 'Milk storage bags', 2, SUPPLIES_UUID);

function renderCart(cart: unknown, extra: Parameters<typeof mockApi>[0] = {}, url = '/cart') {
  const calls = mockApi({
    'GET /api/carts/me': { body: cart },
    'GET /api/patient_sessions/me': { body: wireSession() },
    ...extra,
  });
  renderApp(routes, { url });
  return { calls, user: userEvent.setup() };
}

describe('CartPage', () => {
  afterEach(resetShopState);

  it('shows the empty state with a way back to the store', async () => {
    renderCart(wireCart());
    expect(await screen.findByRole('heading', { name: 'Cart (0 items)' })).toBeVisible();
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Store' })).toHaveAttribute('href', '/shop');
  });

  it('promises delivery for the ZIP code the session holds, above the items', async () => {
    renderCart(wireCart([pump]), {
      'GET /api/delivery_estimate': {
        body: {
          status: 'served',
          zip: '90012',
          delivery_date: '2026-12-07',
          is_same_day: false,
          order_by: null,
          time_zone: 'America/Los_Angeles',
        },
      },
    });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(
      await within(delivery).findByText(/Delivery to 90012 expected Monday, December 7\./),
    ).toBeVisible();
  });

  it('promises nothing for an empty cart', async () => {
    const { calls } = renderCart(wireCart());
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/delivery_estimate')).toBe(false);
  });

  it('lists items with their columns, links, prices and the summary', async () => {
    renderCart(wireCart([pump, bags]));
    expect(await screen.findByRole('heading', { name: 'Cart (3 items)' })).toBeVisible();
    for (const column of ['Item', 'Quantity', 'Total Price']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Spectra S1 Plus' })).toHaveAttribute(
      'href',
      '/products/variant-item-1',
    );
    expect(screen.getAllByText('Ships to Los Angeles')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove Milk storage bags' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    for (const line of ['Subtotal', 'Service Fee', 'Shipping', 'Estimated Tax', 'Total']) {
      expect(within(summary).getByText(line)).toBeVisible();
    }
    expect(within(summary).getByText('Free')).toBeVisible();
    expect(within(summary).getByText('TBD')).toBeVisible();
    expect(
      within(summary).getByRole('img', { name: 'The shipping price is set by the retailer.' }),
    ).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    expect(within(summary).getByText('You will be taken to a separate page to pay securely')).toBeVisible();
  });

  it('marks prices made on general plan benefits as estimates and keeps checkout open', async () => {
    renderCart({ ...wireCart([pump]), prices_are_estimates: true });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Estimated Insurance Savings')).toBeVisible();
    expect(within(summary).getByText('Estimated Total')).toBeVisible();
    expect(
      within(summary).getByText('Coverage active; DME benefits not confirmed by the plan'),
    ).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('reads "Continue" when the cart is free', async () => {
    renderCart(wireCart([pump], true));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it('changes a quantity and removes an item with quantity 0', async () => {
    const { calls, user } = renderCart(wireCart([pump, bags]), {
      'PUT /api/cart_items/item-2': [
        { body: wireCart([pump, { ...bags, quantity: 3 }]) },
        { body: wireCart([pump]) },
      ],
    });
    const select = await screen.findByRole('combobox', { name: 'Quantity of Milk storage bags' });
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(listbox).getByRole('option', { name: '3', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Cart (4 items)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Milk storage bags' }));
    expect(await screen.findByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
    const puts = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(puts).toEqual([{ cart_item: { quantity: 3 } }, { cart_item: { quantity: 0 } }]);
  });

  it('shows "Something went wrong" with the server text when a change is refused', async () => {
    const { user } = renderCart(wireCart([pump]), {
      'PUT /api/cart_items/item-1': { status: 422, body: { error: 'This item is no longer in your cart.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Spectra S1 Plus' }));
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.getByText('This item is no longer in your cart.')).toBeVisible();
  });

  it('shows the error of the address as a toast, once (StrictMode runs the effect twice)', async () => {
    mockApi({
      'GET /api/carts/me': { body: wireCart() },
      'GET /api/patient_sessions/me': { body: wireSession() },
    });
    renderApp(
      [
        {
          path: '/cart',
          element: (
            <StrictMode>
              <CartPage />
            </StrictMode>
          ),
        },
      ],
      { url: '/cart?error=Payment%20was%20cancelled' },
    );
    expect(await screen.findByText('Payment was cancelled')).toBeVisible();
    expect(screen.getByText('Something went wrong')).toBeVisible();
    await screen.findByRole('heading', { name: 'Cart (0 items)' });
    expect(screen.getAllByText('Payment was cancelled')).toHaveLength(1);
  });

  it('does not promise a separate payment page for a free cart', async () => {
    renderCart(wireCart([pump], true));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(within(summary).queryByText('You will be taken to a separate page to pay securely')).toBeNull();
  });
});
