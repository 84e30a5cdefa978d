import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetShopState, wireCart, wireCartItem, wireSession } from '../../test/fixtures/shop';
import { mockApi, resetAfterTest } from '../../test/mock-api';
import { landingSpots, renderApp, testSession } from '../../test/render-app';
import { CartPage } from './routes/cart-page';

const routes = [{ path: '/cart', element: <CartPage /> }, ...landingSpots('/orders/:number')];
const pump = wireCartItem('item-1', 'Spectra S1 Plus', 1);

function renderCart(
  isFree: boolean,
  extra: Parameters<typeof mockApi>[0] = {},
  session?: ReturnType<typeof testSession>,
) {
  const calls = mockApi({
    'GET /api/carts/me': { body: wireCart([pump], isFree) },
    'GET /api/patient_sessions/me': { body: wireSession() },
    ...extra,
  });
  return { calls, ...renderApp(routes, { url: '/cart', ...(session ? { session } : {}) }) };
}

const LAST_DETAILS = 'GET /api/orders/last_shipping_details';
const lastDetails = {
  customer_details: { name: 'Jordan Lee', email: 'patient@demo.test' },
  shipping_address: {
    line1: '350 S Grand Ave',
    line2: 'Apt 12',
    city: 'Los Angeles',
    state: 'CA',
    postal_code: '90071',
    country: 'US',
  },
};

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

  it("fills a signed-in patient's form with her last order's details, editable, and places what she changed", async () => {
    const { calls, user } = renderCart(
      true,
      {
        [LAST_DETAILS]: { body: lastDetails },
        'POST /api/orders': { status: 201, body: { order_confirmation_number: 'ABCDEFGHJKMNP' } },
      },
      testSession('Patient', { email: 'patient@demo.test', fullName: 'Jordan Lee' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    const line1 = within(form).getByRole('textbox', { name: 'Address Line 1' });
    await waitFor(() => expect(line1).toHaveValue('350 S Grand Ave'));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('patient@demo.test');
    expect(within(form).getByRole('textbox', { name: 'Address Line 2' })).toHaveValue('Apt 12');
    expect(within(form).getByRole('textbox', { name: 'City' })).toHaveValue('Los Angeles');
    expect(within(form).getByRole('textbox', { name: 'Zip code' })).toHaveValue('90071');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('California'),
    );

    await user.clear(line1);
    await user.type(line1, '1 World Way');
    await user.click(within(form).getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Landed on /orders/:number')).toBeVisible();
    const order = calls.find((call) => call.method === 'POST' && call.path === '/api/orders');
    expect(order?.body).toMatchObject({
      order: {
        customer_details: {
          name: 'Jordan Lee',
          email: 'patient@demo.test',
          shipping: { address: { line1: '1 World Way', line2: 'Apt 12', state: 'CA', postal_code: '90071' } },
        },
      },
    });
  });

  it('keeps what she typed before her details arrived', async () => {
    let answer: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = renderCart(
      true,
      { [LAST_DETAILS]: { body: lastDetails, wait: arrived } },
      testSession('Patient', { email: 'patient@demo.test', fullName: 'Jordan Lee' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    // Her account's name and e-mail first.
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Jordan Lee');
    await user.clear(name);
    await user.type(name, 'Jordan Q. Lee');
    answer();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('350 S Grand Ave'),
    );
    expect(name).toHaveValue('Jordan Q. Lee');
  });

  it('starts from her account without an earlier order', async () => {
    const { user } = renderCart(
      true,
      { [LAST_DETAILS]: { status: 404, body: { error: 'No earlier order to start from.' } } },
      testSession('Patient', { email: 'patient@demo.test', fullName: 'Jordan Lee' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Lee');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('patient@demo.test');
    expect(within(form).getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('');
  });

  it("asks nothing for a guest's form, which starts empty", async () => {
    const { calls, user } = renderCart(true);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const form = screen.getByRole('region', { name: 'Shipping information' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(calls.some((call) => call.path === '/api/orders/last_shipping_details')).toBe(false);
  });
});
