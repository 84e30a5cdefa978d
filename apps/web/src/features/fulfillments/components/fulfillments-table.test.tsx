import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { onAPhoneScreen } from '../../../test/phone-screen';
import { renderApp, testSession } from '../../../test/render-app';
import { FulfillmentsTable } from './fulfillments-table';
import { DELIVERED_MESSAGE } from './supplier-actions';

const wireFulfillment = (number: string, overrides: Record<string, unknown> = {}) => ({
  fulfillment_confirmation_number: number,
  created_at: '2026-03-07T15:00:00.000Z',
  order_shipment_url: `http://localhost/tracking?fulfillment=${number}`,
  patient_name: 'Jordan Lee',
  usage_data_status: 'ineligible_for_request',
  usage_data_documents: [],
  request_type: 'Referral',
  supplier: { uuid: 's-1', name: 'Golden State Medical Supply', email: 'supplier@demo.test' },
  consultation_uuid: 'c-1',
  prior_auth_status: 'Pending',
  shipments_cart_items: [
    {
      uuid: 'u-1',
      status: 'unshipped',
      cart_item: { quantity: 1, product_variant: { product_title: 'Mask' } },
    },
  ],
  shipments: [],
  ...overrides,
});

const docs = (...names: string[]) => names.map((filename, index) => ({ uuid: `doc-${index}`, filename }));

function renderTable(role: 'Provider' | 'Supplier', replies: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(replies);
  return { calls, ...renderApp(<FulfillmentsTable />, { session: testSession(role) }) };
}

describe('FulfillmentsTable', () => {
  afterEach(resetAfterTest);

  it('shows the columns and the usage-data control of each status to a provider', async () => {
    renderTable('Provider', {
      'GET /api/fulfillments': {
        body: [
          wireFulfillment('AAAAAAAAAAAA1', { usage_data_status: 'unrequested' }),
          wireFulfillment('AAAAAAAAAAAA2', { usage_data_status: 'requested' }),
          wireFulfillment('AAAAAAAAAAAA3', {
            usage_data_status: 'uploaded',
            usage_data_documents: docs('a.pdf'),
          }),
          wireFulfillment('AAAAAAAAAAAA4', {
            usage_data_status: 'uploaded',
            usage_data_documents: docs('b.pdf', 'c.pdf'),
          }),
          wireFulfillment('AAAAAAAAAAAA5'),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Fulfillments' });
    for (const column of [
      'Patient',
      'Confirmation Number',
      'Order Date',
      'Fulfillment Tracker',
      'Request Type',
      'Request Status',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('03/07/2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Tracker for AAAAAAAAAAAA1' })).toHaveAttribute(
      'href',
      'http://localhost/tracking?fulfillment=AAAAAAAAAAAA1',
    );
    expect(
      within(rows[0]!).getByRole('button', { name: 'Request usage data for AAAAAAAAAAAA1' }),
    ).toBeEnabled();
    expect(within(rows[1]!).getByRole('button', { name: 'REQUESTED' })).toBeDisabled();
    expect(within(rows[2]!).getByRole('button', { name: 'Download a.pdf' })).toBeInTheDocument();
    expect(
      within(rows[3]!).getByRole('button', { name: 'Download usage data for AAAAAAAAAAAA4' }),
    ).toBeInTheDocument();
    expect(within(rows[4]!).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Manage/ })).not.toBeInTheDocument();
  });

  it('requests usage data and reads the list again', async () => {
    const { calls, user } = renderTable('Provider', {
      'GET /api/fulfillments': [
        { body: [wireFulfillment('AAAAAAAAAAAA1', { usage_data_status: 'unrequested' })] },
        { body: [wireFulfillment('AAAAAAAAAAAA1', { usage_data_status: 'requested' })] },
      ],
      'PUT /api/fulfillments/AAAAAAAAAAAA1': { body: wireFulfillment('AAAAAAAAAAAA1') },
    });
    await user.click(await screen.findByRole('button', { name: 'Request usage data for AAAAAAAAAAAA1' }));
    expect(await screen.findByRole('button', { name: 'REQUESTED' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      fulfillment: { usage_data_status: 'requested' },
    });
  });

  it('lets a supplier mark one of two shipments of a day delivered, after confirming', async () => {
    const shipment = {
      uuid: '0f0e0d0c-0000-4000-8000-000000000001',
      tracking_url: 'https://ups.example/1',
      created_at: '2026-03-08T10:00:00.000Z',
      delivered_at: null,
    };
    // Two shipments sent the same day: each gets its own entry.
    const second = {
      ...shipment,
      uuid: '0f0e0d0c-0000-4000-8000-000000000002',
      tracking_url: 'https://ups.example/2',
    };
    const { calls, user } = renderTable('Supplier', {
      'GET /api/fulfillments': {
        body: [
          wireFulfillment('AAAAAAAAAAAA1', { usage_data_status: 'requested', shipments: [shipment, second] }),
        ],
      },
      [`PUT /api/fulfillments/AAAAAAAAAAAA1/shipments/${second.uuid}/delivered`]: {
        body: { success: true },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage AAAAAAAAAAAA1' }));
    // In jsdom the table's scroll area reads as clipping the button, so Mantine hides the open menu.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual([
      'Mark delivered (shipped 03/08/2026, ups.example/1)',
      'Mark delivered (shipped 03/08/2026, ups.example/2)',
      'Upload usage data',
      'Set prior auth status',
    ]);
    await user.click(
      within(menu).getByRole('menuitem', { name: /Mark delivered .*ups.example\/2/, hidden: true }),
    );
    // Nothing is sent before the supplier confirms (issue 13 item 10).
    const dialog = await screen.findByRole('dialog', { name: 'Mark this shipment delivered?' });
    expect(within(dialog).getByText('Tracking: https://ups.example/2')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/delivered'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/delivered'))?.path).toContain(second.uuid),
    );
    expect(await screen.findByText(DELIVERED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request usage data/ })).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhoneScreen();

    it('shows each fulfillment as a card with every field and the Manage menu', async () => {
      const { user } = renderTable('Supplier', {
        'GET /api/fulfillments': {
          body: [
            wireFulfillment('AAAAAAAAAAAA1', { usage_data_status: 'requested' }),
            wireFulfillment('AAAAAAAAAAAA2', { patient_name: 'Sam Ortiz' }),
          ],
        },
      });
      const list = await screen.findByRole('list', { name: 'Fulfillments' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const [first, second] = cards as [HTMLElement, HTMLElement];
      expect(within(first).getByText('Jordan Lee')).toBeInTheDocument();
      expect(within(first).getByText('AAAAAAAAAAAA1')).toBeInTheDocument();
      expect(within(first).getByText('1 to ship')).toBeInTheDocument();
      for (const label of ['Order Date', 'Request Type', 'Fulfillment Tracker', 'Request Status'])
        expect(within(first).getByText(label)).toBeInTheDocument();
      expect(within(first).getByText('03/07/2026')).toBeInTheDocument();
      expect(within(first).getByText('Referral')).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: 'Tracker for AAAAAAAAAAAA1' })).toHaveAttribute(
        'href',
        'http://localhost/tracking?fulfillment=AAAAAAAAAAAA1',
      );
      expect(within(first).getByRole('button', { name: 'REQUESTED' })).toBeDisabled();
      // Nothing to show for an ineligible request: the card leaves the field out.
      expect(within(second).queryByText('Request Status')).not.toBeInTheDocument();

      await user.click(within(second).getByRole('button', { name: 'Manage AAAAAAAAAAAA2' }));
      expect(
        await screen.findByRole('menuitem', { name: 'Set prior auth status', hidden: true }),
      ).toBeInTheDocument();
    });
  });
});
