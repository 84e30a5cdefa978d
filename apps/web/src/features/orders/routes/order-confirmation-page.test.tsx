import { ORDER_MESSAGES } from '@dme/shared/orders/api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientStore } from '../../../lib/patient-store';
import { wireFulfillment, wireLineItem, wireOrder, wireShipment } from '../../../test/fixtures/orders';
import { resetShopState } from '../../../test/fixtures/shop';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { landingSpots, renderApp } from '../../../test/render-app';
import { OrderConfirmationPage } from './order-confirmation-page';

const routes = [{ path: '/orders/:number', element: <OrderConfirmationPage /> }, ...landingSpots('/shop')];
const ORDER_PATH = '/api/orders/ABCDEFGHJKMNP';

function renderOrder(
  order: unknown,
  extra: Parameters<typeof mockApi>[0] = {},
  url = '/orders/ABCDEFGHJKMNP',
) {
  const calls = mockApi({ [`GET ${ORDER_PATH}`]: { body: order }, ...extra });
  return { calls, ...renderApp(routes, { url }) };
}

const cpapOrder = (assistance: boolean | null) =>
  wireOrder({
    contains_cpap_machine: true,
    assistance_required: assistance,
    line_items: [wireLineItem('item-1', 'ResMed AirSense 11', { manufacturer: 'ResMed' })],
  });

describe('OrderConfirmationPage', () => {
  afterEach(() => {
    resetShopState();
    resetAfterTest();
  });

  it('shows the summary, the items by supplier and the shipments', async () => {
    const pump = wireLineItem('item-1', 'Spectra S1 Plus', { shipped: true });
    const bags = wireLineItem('item-2', 'Milk storage bags', { supplier_name: 'Bay Medical', quantity: 2 });
    renderOrder(wireOrder({ line_items: [pump, bags], shipments: [wireShipment('s-1', [pump])] }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('ABCDEFGHJKMNP')).toBeVisible();
    const golden = screen.getByRole('region', { name: 'Fulfilled by Golden State Medical Supply' });
    expect(within(golden).getByRole('link', { name: 'Spectra S1 Plus' })).toHaveAttribute(
      'href',
      '/products/variant-item-1',
    );
    const bay = screen.getByRole('region', { name: 'Fulfilled by Bay Medical' });
    expect(within(bay).getByText('Quantity: 2')).toBeVisible();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    for (const line of ['Subtotal', 'Service Fee', 'Tax', 'Insurance Savings', 'Total paid']) {
      expect(within(summary).getByText(line)).toBeVisible();
    }
    expect(within(summary).getByText('100 Main St, Apt 4')).toBeVisible();
    expect(within(summary).getByText('Los Angeles, CA 90012')).toBeVisible();

    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('Shipped: 03/08/2026')).toBeVisible();
    expect(within(shipments).getByText('Fulfilled By: Golden State Medical Supply')).toBeVisible();
    expect(within(shipments).getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
      'href',
      'https://track.example/s-1',
    );
    expect(screen.queryByRole('region', { name: 'Set-up assistance' })).not.toBeInTheDocument();
  });

  it('follows each supplier’s part: its status, the day it promised, how to reach it, and the carrier tracking it', async () => {
    const pump = wireLineItem('item-1', 'Spectra S1 Plus', { shipped: true });
    const bags = wireLineItem('item-2', 'Milk storage bags', { supplier_name: 'Bay Medical' });
    renderOrder(
      wireOrder({
        display_status: 'Out For Delivery',
        line_items: [pump, bags],
        fulfillments: [
          wireFulfillment('Golden State Medical Supply', { display_status: 'Out For Delivery' }),
          wireFulfillment('Bay Medical', {
            expected_delivery_date: '2026-03-07',
            is_same_day_delivery: true,
            supplier: { name: 'Bay Medical', email: 'orders@baymedical.test', phone_number: null },
          }),
        ],
        shipments: [
          wireShipment('s-1', [pump], {
            tracking_url: 'https://www.ups.com/track?tracknum=1Z999',
            carrier: 'UPS',
            tracking_site: 'www.ups.com',
          }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status:Out For Delivery');

    const golden = screen.getByRole('region', { name: 'Fulfilled by Golden State Medical Supply' });
    expect(within(golden).getByText('Out For Delivery')).toBeVisible();
    expect(within(golden).getByText('Expected delivery: Monday, March 9')).toBeVisible();
    expect(within(golden).getByRole('link', { name: '(213) 555-0190' })).toHaveAttribute(
      'href',
      'tel:+12135550190',
    );
    expect(
      within(golden).getByRole('link', { name: 'orders@goldenstatemedicalsupply.test' }),
    ).toHaveAttribute('href', 'mailto:orders@goldenstatemedicalsupply.test');
    const bay = screen.getByRole('region', { name: 'Fulfilled by Bay Medical' });
    expect(within(bay).getByText('Supplier Processing')).toBeVisible();
    expect(within(bay).getByText('Expected delivery: Saturday, March 7 (same-day delivery)')).toBeVisible();
    expect(within(bay).queryByRole('link', { name: /\(/ })).not.toBeInTheDocument();
    expect(within(bay).getByRole('link', { name: 'orders@baymedical.test' })).toBeVisible();

    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('UPS — tracked at www.ups.com')).toBeVisible();
    expect(within(shipments).getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999',
    );
  });

  it('promises no day for a part already delivered, nor for an order from before promises were kept', async () => {
    renderOrder(
      wireOrder({
        display_status: 'Delivered',
        fulfillments: [wireFulfillment('Golden State Medical Supply', { display_status: 'Delivered' })],
      }),
    );
    const golden = await screen.findByRole('region', { name: 'Fulfilled by Golden State Medical Supply' });
    expect(within(golden).getByText('Delivered')).toBeVisible();
    expect(within(golden).queryByText(/Expected delivery/)).not.toBeInTheDocument();
  });

  // Nothing saved shows no minus sign, as on the cart, whichever way the server signs it (servers
  // before the API's formatSavings wrote "-$0.00"; a rolling deploy still mixes them).
  it.each([
    ['$0.00', '$0.00'],
    ['-$0.00', '$0.00'],
    ['-$199.99', '-$199.99'],
  ])('shows savings of %s as %s', async (insuranceSavings, shown) => {
    const order = wireOrder();
    renderOrder({
      ...order,
      formatted_prices: { ...order.formatted_prices, insurance_savings: insuranceSavings },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Insurance Savings').parentElement).toHaveTextContent(
      `Insurance Savings${shown}`,
    );
  });

  it('clears the patient session and drops the flag from the address', async () => {
    patientStore.reset('session-1');
    patientStore.update(() => ({ insuranceModal: { hasSeenModal: true } }));
    const { router } = renderOrder(wireOrder(), {}, '/orders/ABCDEFGHJKMNP?clearSession=true');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(patientStore.get().insuranceModal.hasSeenModal).toBe(false);
    expect(patientStore.get().sessionId).toBe('session-1');
  });

  it('sends an unknown number to the shop with a lasting toast', async () => {
    renderOrder(undefined, { [`GET ${ORDER_PATH}`]: { status: 404, body: { error: 'Not found' } } });
    expect(await screen.findByText('Landed on /shop')).toBeVisible();
    expect(await screen.findByText(ORDER_MESSAGES.invalidOrder)).toBeVisible();
  });

  it('asks about set-up help for a CPAP machine until the answer is yes', async () => {
    const { calls, user } = renderOrder(cpapOrder(null), {
      [`PUT ${ORDER_PATH}`]: { body: cpapOrder(true) },
    });
    const banner = await screen.findByRole('region', { name: 'Set-up assistance' });
    await user.click(within(banner).getByRole('button', { name: 'Set-up assistance: Select...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Yes' }));
    expect(await screen.findByText(ORDER_MESSAGES.assistanceYes)).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      order: { assistance_required: true },
    });
    expect(screen.queryByRole('region', { name: 'Set-up assistance' })).not.toBeInTheDocument();
  });

  it('keeps the banner on "No" and points to the support e-mail', async () => {
    const { user } = renderOrder(cpapOrder(null), { [`PUT ${ORDER_PATH}`]: { body: cpapOrder(false) } });
    const banner = await screen.findByRole('region', { name: 'Set-up assistance' });
    await user.click(within(banner).getByRole('button', { name: 'Set-up assistance: Select...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'No' }));
    expect(await screen.findByText(`${ORDER_MESSAGES.assistanceNo} support@carelane.example.`)).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Set-up assistance: No' })).toBeVisible();
  });

  it("opens the order from the e-mail's signed link: the access value goes with the read and the answer", async () => {
    const { calls, user } = renderOrder(
      cpapOrder(null),
      { [`PUT ${ORDER_PATH}`]: { body: cpapOrder(true) } },
      '/orders/ABCDEFGHJKMNP?access=1790000000.signature',
    );
    const banner = await screen.findByRole('region', { name: 'Set-up assistance' });
    expect(calls.find((call) => call.method === 'GET' && call.path === ORDER_PATH)?.query.get('access')).toBe(
      '1790000000.signature',
    );
    await user.click(within(banner).getByRole('button', { name: 'Set-up assistance: Select...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Yes' }));
    expect(await screen.findByText(ORDER_MESSAGES.assistanceYes)).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.query.get('access')).toBe('1790000000.signature');
  });

  it('shows no banner once the patient said yes', async () => {
    renderOrder(cpapOrder(true));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Set-up assistance' })).not.toBeInTheDocument();
  });
});
