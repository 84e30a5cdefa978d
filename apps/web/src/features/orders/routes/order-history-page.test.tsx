import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHelp, useHelpState } from '../../../lib/help-store';
import { wireLineItem, wireOrder, wireShipment } from '../../../test/fixtures/orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { OrderHistoryPage } from './order-history-page';

const session = testSession('Patient', { fullName: 'Jordan Lee', email: 'patient@demo.test' });

/** Shows what the help widget was opened with, as the real widget's form would. */
function HelpProbe() {
  const { opened, prefill } = useHelpState();
  return opened ? <output aria-label="Help prefill">{JSON.stringify(prefill)}</output> : null;
}

function renderHistory(orders: unknown[], extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({ 'GET /api/orders': { body: orders }, ...extra });
  const result = renderApp(
    <>
      <OrderHistoryPage />
      <HelpProbe />
    </>,
    { url: '/order_history', session },
  );
  return { calls, ...result };
}

const pump = wireLineItem('9b0c1d2e-0000-4000-8000-000000000001', 'Spectra S1 Plus', { shipped: true });
const bags = wireLineItem('item-2', 'Milk storage bags', { supplier_name: 'Bay Medical', quantity: 2 });
const latest = wireOrder({
  order_confirmation_number: 'NEWESTORDER23',
  created_at: '2026-03-07T15:00:00.000Z',
  display_status: 'Out For Delivery',
  line_items: [pump, bags],
  shipments: [wireShipment('s-1', [pump])],
});
const older = wireOrder({
  order_confirmation_number: 'OLDERORDER234',
  created_at: '2026-01-15T15:00:00.000Z',
  line_items: [wireLineItem('item-9', 'Flange kit')],
});

describe('OrderHistoryPage', () => {
  afterEach(() => {
    closeHelp();
    resetAfterTest();
  });

  it('offers an empty history a way to the shop', async () => {
    renderHistory([]);
    expect(await screen.findByText("You haven't made a purchase yet!")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  });

  it('selects the newest order and shows its shipments and pending items', async () => {
    renderHistory([latest, older]);
    const select = await screen.findByRole('combobox', { name: 'Order' });
    expect(select).toHaveValue('Order: NEWESTORDER23 - 03/07/2026');
    expect(screen.getByText('Out For Delivery')).toBeVisible();

    const shipments = screen.getByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('Shipped: 03/08/2026')).toBeVisible();
    expect(within(shipments).getByText('Fulfilled By: Golden State Medical Supply')).toBeVisible();
    expect(within(shipments).getByRole('link', { name: 'Track Shipment' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(shipments).getByText('Quantity: 1')).toBeVisible();

    const pending = screen.getByRole('region', { name: 'Pending Shipment' });
    expect(within(pending).getByText('Bay Medical')).toBeVisible();
    expect(within(pending).getByText('Milk storage bags')).toBeVisible();
    expect(within(pending).queryByRole('button', { name: /Get Help/ })).not.toBeInTheDocument();
  });

  it('switches to another order', async () => {
    const { user } = renderHistory([latest, older]);
    await user.click(await screen.findByRole('combobox', { name: 'Order' }));
    await user.click(
      await screen.findByRole('option', { name: 'Order: OLDERORDER234 - 01/15/2026', hidden: true }),
    );
    expect(await screen.findByText('Flange kit')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Shipments' })).not.toBeInTheDocument();
  });

  it('opens the help widget prefilled for a shipped item', async () => {
    const { user } = renderHistory([latest]);
    await user.click(await screen.findByRole('button', { name: 'Get Help with Spectra S1 Plus' }));
    expect(JSON.parse(screen.getByRole('status', { name: 'Help prefill' }).textContent ?? '')).toEqual({
      name: 'Jordan Lee',
      email: 'patient@demo.test',
      subject: 'I need help with: Spectra S1 Plus',
      description: 'My order number is: NEWESTORDER23',
    });
  });

  it('reviews a shipped item once', async () => {
    const reviewed = wireOrder({
      ...latest,
      line_items: [{ ...pump, reviewed: true }, bags],
    });
    const { calls, user } = renderHistory([latest], {
      'GET /api/orders': [{ body: [latest] }, { body: [reviewed] }],
      'POST /api/reviews': { status: 201, body: { success: true } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Write a Product Review of Spectra S1 Plus' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Write a Product Review' });
    await user.click(within(modal).getByRole('button', { name: 'Submit Review' }));
    expect(await within(modal).findByText('Choose a rating from 1 to 5')).toBeVisible();
    expect(within(modal).getByText('Review is required')).toBeVisible();

    // Mantine's Rating commits a value from its star label or the keyboard, not the radio's change.
    await user.click(within(modal).getByRole('radio', { name: '4 of 5 stars' }));
    await user.keyboard('{Enter}');
    await user.type(within(modal).getByRole('textbox', { name: 'Review' }), 'Quiet and easy to clean.');
    await user.click(within(modal).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/reviews')?.body).toEqual({
      review: { line_item_uuid: pump.uuid, rating: 4, body: 'Quiet and easy to clean.' },
    });
    expect(await screen.findByRole('button', { name: 'Reviewed: Spectra S1 Plus' })).toBeDisabled();
  });
});
