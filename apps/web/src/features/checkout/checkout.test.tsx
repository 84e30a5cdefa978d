import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetShopState, wireCart, wireCartItem, wireSession } from '../../test/fixtures/shop';
import { mockApi, resetAfterTest } from '../../test/mock-api';
import { landingSpots, renderApp } from '../../test/render-app';
import { CartPage } from './routes/cart-page';

const routes = [{ path: '/cart', element: <CartPage /> }, ...landingSpots('/orders/:number')];
const pump = wireCartItem('item-1', 'Spectra S1 Plus', 1);

function renderCart(isFree: boolean, extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/carts/me': { body: wireCart([pump], isFree) },
    'GET /api/patient_sessions/me': { body: wireSession() },
    ...extra,
  });
  return { calls, ...renderApp(routes, { url: '/cart' }) };
}

describe('checkout from the cart', () => {
  afterEach(() => {
    resetShopState();
    resetAfterTest();
  });

  it('sends a paid cart to the hosted payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls, user } = renderCart(false, {
      'POST /api/carts/cart-1/checkout': { body: { checkout_url: '/payments/test/abc' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/test/abc'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/carts/cart-1/checkout')).toBe(
      true,
    );
    expect(screen.queryByRole('heading', { name: 'Shipping information' })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a paid checkout', async () => {
    const { user } = renderCart(false, {
      'POST /api/carts/cart-1/checkout': { status: 422, body: { error: 'We cannot ship Pump to HI yet.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('We cannot ship Pump to HI yet.')).toBeVisible();
  });

  it('reveals the shipping form for a free cart, checks it and places the order', async () => {
    const { calls, user } = renderCart(true, {
      'POST /api/orders': { status: 201, body: { order_confirmation_number: 'ABCDEFGHJKMNP' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    expect(within(form).getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
    expect(within(form).getByRole('textbox', { name: 'Country' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Address Line 1 is required',
      'City is required',
      'State is required',
    ]) {
      expect(await within(form).findByText(message)).toBeVisible();
    }
    expect(calls.some((call) => call.path === '/api/orders')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jordan Lee');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Address Line 1' }), '100 Main St');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Los Angeles');
    await user.type(within(form).getByRole('combobox', { name: 'State' }), 'Califo');
    await user.click(await screen.findByRole('option', { name: 'California', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: 'Zip code' }), '90012');
    await user.click(within(form).getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Landed on /orders/:number')).toBeVisible();
    const order = calls.find((call) => call.method === 'POST' && call.path === '/api/orders');
    expect(order?.body).toEqual({
      order: {
        cart_uuid: 'cart-1',
        customer_details: {
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          shipping: {
            address: {
              line1: '100 Main St',
              line2: null,
              city: 'Los Angeles',
              state: 'CA',
              country: 'US',
              postal_code: '90012',
            },
          },
        },
      },
    });
  });

  it('shows the server refusal under the form', async () => {
    const { user } = renderCart(true, {
      'POST /api/orders': { status: 422, body: { error: 'This cart needs a payment.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Jordan Lee');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Address Line 1' }), '100 Main St');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Fresno');
    await user.type(within(form).getByRole('combobox', { name: 'State' }), 'Califo');
    await user.click(await screen.findByRole('option', { name: 'California', hidden: true }));
    await user.type(within(form).getByRole('textbox', { name: 'Zip code' }), '93650');
    await user.click(within(form).getByRole('button', { name: 'Place Order' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This cart needs a payment.');
  });
});
