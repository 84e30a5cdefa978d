import { NO_DOCUMENTS_REQUIRED_MESSAGE } from '@dme/shared/work-orders/packet-types';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReply, workOrderSummary } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { SEARCH_TOO_LONG } from './work-order-search';
import { countText, WorkOrdersList } from './work-orders-list';

afterEach(resetAfterTest);

const provider = testSession('Provider');
const ehrProvider = {
  ...provider,
  user: { ...provider.user, role: { ...provider.user.role, isEhrProvider: true } },
};

const AVA = workOrderSummary();
const AVA_AGAIN = workOrderSummary({ uuid: 'second-ava', createdAt: '2026-02-01T15:00:00.000Z' });
const BEN = workOrderSummary({
  uuid: 'ben',
  patientName: 'Ben Ortiz',
  patientPrimaryContact: '(555) 222-3333',
  patientPacketTypes: [
    { name: 'Prescription', type: 'prescription', required: true, uploadEnabled: false, uploaded: false },
    { name: 'Sleep Study', type: 'sleep_study', required: true, uploadEnabled: true, uploaded: true },
  ],
  patientPackets: [{ packetType: 'sleep_study', packet: { uuid: 'att-1', filename: 'sleep-study.pdf' } }],
});

describe('countText', () => {
  it.each([
    [0, '', 'No results'],
    [1, '', '1 work order(s)'],
    [3, '', '3 work order(s)'],
    [0, 'zed', 'No results matching "zed"'],
    [2, 'ava 1/31/1990', '2 work order(s) matching "ava 1/31/1990"'],
  ])('%i results for "%s" read %s', (total, text, expected) => expect(countText(total, text)).toBe(expected));
});

describe('WorkOrdersList', () => {
  it('offers Add new order when there are no work orders at all', async () => {
    mockApi({ 'GET /api/consultations': listReply([]) });
    renderApp(<WorkOrdersList />, { session: provider });
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new order' })).toHaveAttribute('href', '/work_orders/new');
  });

  it('does not offer Add new order to EHR providers', async () => {
    mockApi({ 'GET /api/consultations': listReply([]) });
    renderApp(<WorkOrdersList />, { session: ehrProvider });
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new order' })).not.toBeInTheDocument();
  });

  it('asks for prior-auth refreshes on the first load only, and searches through the URL', async () => {
    const calls = mockApi({ 'GET /api/consultations': [listReply([AVA, AVA_AGAIN, BEN]), listReply([AVA])] });
    const { user, router } = renderApp(<WorkOrdersList />, { session: provider });
    expect(await screen.findByText('3 work order(s)')).toBeInTheDocument();
    expect(calls[0]?.query.get('check_prior_auth_statuses')).toBe('true');

    await user.type(screen.getByLabelText('Search by patient name or DoB'), 'ava');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 work order(s) matching "ava"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=ava');
    expect(calls.at(-1)?.query.get('query')).toBe('ava');
    expect(calls.at(-1)?.query.has('check_prior_auth_statuses')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses a search over 200 characters in its own words, without the previous result line', async () => {
    const calls = mockApi({ 'GET /api/consultations': [listReply([AVA]), listReply([AVA])] });
    const { user, router } = renderApp(<WorkOrdersList />, { session: provider });
    const box = screen.getByLabelText('Search by patient name or DoB');
    await user.type(box, 'ava');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 work order(s) matching "ava"')).toBeInTheDocument();

    await user.click(box);
    await user.paste('x'.repeat(200));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(SEARCH_TOO_LONG)).toBeInTheDocument();
    expect(screen.queryByText(/matching/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=ava');
    expect(calls).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.queryByText(SEARCH_TOO_LONG)).not.toBeInTheDocument();
    expect(await screen.findByText('1 work order(s)')).toBeInTheDocument();
  });

  it('cycles a column ascending, descending, unsorted', async () => {
    const calls = mockApi({ 'GET /api/consultations': listReply([AVA]) });
    const { user, router } = renderApp(<WorkOrdersList />, { session: provider });
    const header = await screen.findByRole('button', { name: 'PATIENT' });

    await user.click(header);
    expect(router.state.location.search).toBe('?sort=patient&direction=asc');
    await waitFor(() => expect(calls.at(-1)?.query.get('direction')).toBe('asc'));
    await user.click(screen.getByRole('button', { name: 'PATIENT' }));
    expect(router.state.location.search).toBe('?sort=patient&direction=desc');
    await user.click(screen.getByRole('button', { name: 'PATIENT' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('columnheader', { name: 'PATIENT' })).toHaveAttribute('aria-sort', 'none');
  });

  it('names a patient once per run of the same primary contact', async () => {
    mockApi({ 'GET /api/consultations': listReply([AVA, AVA_AGAIN, BEN]) });
    renderApp(<WorkOrdersList />, { session: provider });
    expect(await screen.findAllByText('Ava Stone')).toHaveLength(1);
    expect(screen.getByText('Ben Ortiz')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View work order/ })).toHaveLength(3);
    expect(screen.getAllByText('03/04/2026')).toHaveLength(2);
    expect(screen.getAllByText('DoB 01/31/1990')).toHaveLength(2);
  });

  it('shows a document icon per packet type and explains the disabled ones', async () => {
    mockApi({ 'GET /api/consultations': listReply([BEN]) });
    const { user } = renderApp(<WorkOrdersList />, { session: provider });

    await user.click(await screen.findByRole('button', { name: 'Prescription: no documents required' }));
    expect(await screen.findByText(NO_DOCUMENTS_REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sleep Study: uploaded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sleep Study — Ben Ortiz' });
    expect(within(dialog).getByRole('button', { name: 'sleep-study.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('pages through the list 25 at a time', async () => {
    const calls = mockApi({ 'GET /api/consultations': listReply([AVA], { total: 60 }) });
    const { user, router } = renderApp(<WorkOrdersList />, { session: provider });
    expect(await screen.findByText('60 work order(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('3'));
  });

  it('downloads the payer response from the prior-auth tag', async () => {
    const approved = workOrderSummary({
      priorAuthStatus: 'Approved',
      priorAuthPayerResponse: { uuid: 'payer-1', filename: 'approval.pdf' },
    });
    const calls = mockApi({
      'GET /api/consultations': listReply([approved]),
      'GET /api/attachments/download_url': { body: { download_url: '/files/approval.pdf' } },
    });
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { user } = renderApp(<WorkOrdersList />, { session: provider });
    await user.click(await screen.findByRole('button', { name: 'Approved: download the payer response' }));
    await waitFor(() => expect(tab.location.href).toBe('/files/approval.pdf'));
    expect(calls.at(-1)?.query.get('uuid')).toBe('payer-1');
  });
});
