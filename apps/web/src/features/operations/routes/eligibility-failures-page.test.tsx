import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { onAPhoneScreen } from '../../../test/phone-screen';
import { renderApp, testSession } from '../../../test/render-app';
import { EligibilityFailuresPage } from './eligibility-failures-page';

const LIST = 'GET /api/ops/eligibility_failures';
const meta = (total: number) => ({ total, page: 1, per_page: 25 });
const payerDown = {
  uuid: '1b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
  carrier_name: 'Aetna',
  kind: 'payer_unavailable',
  reason: 'Unable to Respond at Current Time',
  codes: ['2100A:42'],
  http_status: 200,
  adapter: 'simulated payer',
  created_at: '2026-12-02T18:05:00.000Z',
};
const ourSetUp = {
  uuid: '2b0b3c2e-8f0e-4c5e-9d0a-1f2e3d4c5b6a',
  carrier_name: null,
  kind: 'not_checkable',
  reason: 'The clearinghouse did not answer',
  codes: [],
  http_status: null,
  adapter: 'stedi',
  created_at: '2026-12-01T07:30:00.000Z',
};

const renderPage = () => renderApp(<EligibilityFailuresPage />, { session: testSession('Admin') });

describe('eligibility checks page', () => {
  // The browser's zone, fixed so the times below are the ones a user in California reads.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(resetAfterTest);

  it('lists each failure in the order the server gives (newest first), its class in plain words', async () => {
    mockApi({ [LIST]: { body: { data: [payerDown, ourSetUp], meta: meta(2) } } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Eligibility checks', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Failed eligibility checks' });
    const [header, first, second] = within(table).getAllByRole('row');
    for (const label of ['When', 'Carrier', 'Class', 'Reason', 'Codes', 'HTTP status'])
      expect(within(header as HTMLElement).getByText(label)).toBeInTheDocument();
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      'Dec 2, 2026, 10:05 AM',
      'Aetna',
      'Payer could not answer',
      'Unable to Respond at Current Time',
      '2100A:42',
      '200',
      'simulated payer',
    ]);
    expect(cells(second)).toEqual([
      'Nov 30, 2026, 11:30 PM',
      '—',
      'Our configuration',
      'The clearinghouse did not answer',
      '—',
      'No answer',
      'stedi',
    ]);
    expect(screen.getByText('2 in all')).toBeInTheDocument();
  });

  it('filters by class on the server, back on page 1, and pages on', async () => {
    const many = { data: [payerDown], meta: { ...meta(30) } };
    const calls = mockApi({ [LIST]: { body: many } });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Failed eligibility checks' });
    expect(calls.at(-1)?.query.get('kind')).toBeNull();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));

    await user.click(screen.getByRole('combobox', { name: 'Class' }));
    await user.click(
      await screen.findByRole('option', { name: 'Check what the patient typed', hidden: true }),
    );
    await waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('check_details'));
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('says so when no check has failed', async () => {
    mockApi({ [LIST]: { body: { data: [], meta: meta(0) } } });
    renderPage();
    expect(await screen.findByText('No failed eligibility checks')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the loading state, then the error when the list cannot be read', async () => {
    mockApi({ [LIST]: { status: 500, body: { error: 'Something went wrong' } } });
    renderPage();
    expect(screen.getByLabelText('Loading Eligibility checks')).toBeInTheDocument();
    expect(await screen.findByText('We could not load Eligibility checks')).toBeInTheDocument();
    expect(screen.queryByText('No failed eligibility checks')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhoneScreen();

    it('shows one card per failure with every field labelled, no table', async () => {
      mockApi({ [LIST]: { body: { data: [payerDown, ourSetUp], meta: meta(2) } } });
      renderPage();
      const list = await screen.findByRole('list', { name: 'Failed eligibility checks' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [card] = within(list).getAllByRole('listitem');
      const first = within(card as HTMLElement);
      expect(first.getByText('Dec 2, 2026, 10:05 AM')).toBeInTheDocument();
      for (const [label, value] of [
        ['Carrier', 'Aetna'],
        ['Class', 'Payer could not answer'],
        ['Codes', '2100A:42'],
        ['HTTP status', '200'],
      ] as const)
        expect(first.getByText(label).nextElementSibling).toHaveTextContent(value);
    });
  });
});
