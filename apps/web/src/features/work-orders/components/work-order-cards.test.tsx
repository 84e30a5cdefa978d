import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listReply, workOrderSummary } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { onAPhoneScreen } from '../../../test/phone-screen';
import { renderApp, testSession } from '../../../test/render-app';
import { WorkOrdersList } from './work-orders-list';

afterEach(resetAfterTest);

const AVA = workOrderSummary();
const AVA_AGAIN = workOrderSummary({ uuid: 'second-ava', createdAt: '2026-02-01T15:00:00.000Z' });

describe('the work orders on a phone', () => {
  onAPhoneScreen();

  it('are one card each, named, with status, prior auth, coverage and documents', async () => {
    mockApi({ 'GET /api/consultations': listReply([AVA, AVA_AGAIN]) });
    renderApp(<WorkOrdersList />, { session: testSession('Provider') });
    const list = await screen.findByRole('list', { name: 'Work orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    // A card read alone names its patient, even the second of a run.
    expect(within(second).getByText('Ava Stone')).toBeInTheDocument();
    for (const label of ['Date', 'Status', 'Prior auth status', 'Coverage', 'Documents'])
      expect(within(first).getByText(label)).toBeInTheDocument();
    expect(within(first).getByText('03/04/2026')).toBeInTheDocument();
    expect(within(first).getByText('Awaiting Patient')).toBeInTheDocument();
    expect(within(first).getByText('Not Required')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /^Prescription: / })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^View work order for Ava Stone/ })).toHaveAttribute(
      'href',
      `/work_orders/${AVA.uuid}`,
    );
  });

  it('sort from one control, as the table headers do', async () => {
    const calls = mockApi({ 'GET /api/consultations': listReply([AVA]) });
    const { user, router } = renderApp(<WorkOrdersList />, { session: testSession('Provider') });
    await screen.findByRole('list', { name: 'Work orders' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Date, oldest first');
    expect(router.state.location.search).toBe('?sort=date&direction=asc');
    await waitFor(() => expect(calls.at(-1)?.query.get('sort')).toBe('date'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Default order');
    expect(router.state.location.search).toBe('');
  });
});
