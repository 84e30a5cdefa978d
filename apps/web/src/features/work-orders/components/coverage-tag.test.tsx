import type { StoredCoverageVerdict } from '@dme/shared/work-orders/api';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listReply, workOrderSummary } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { CoverageFindings, CoverageTag } from './coverage-tag';
import { WorkOrdersList } from './work-orders-list';

afterEach(resetAfterTest);

const pap = { hcpcsCode: 'E0601', policy: 'LCD L33718', policyName: 'PAP for OSA' };
const verdict = (overrides: Partial<StoredCoverageVerdict> = {}): StoredCoverageVerdict => ({
  ruleVersion: '2026-11-24.1',
  status: 'meets',
  findings: [],
  lines: [{ ...pap, status: 'meets', findings: [] }],
  evaluatedAt: '2026-11-20T18:00:00.000Z',
  ...overrides,
});
const FAILING = verdict({
  status: 'does_not_meet',
  findings: [{ criterion: '42 CFR 410.38(d): (d)(1)(vi)', message: 'Practitioner signature' }],
  lines: [
    {
      ...pap,
      status: 'does_not_meet',
      findings: [
        {
          criterion: 'LCD L33718: AHI/RDI 5–14 with a documented condition',
          message: 'AHI/RDI 12 (5–14) needs one of: hypertension, insomnia',
        },
      ],
    },
    { hcpcsCode: 'E1390', policy: 'LCD L33797', policyName: 'Home oxygen', status: 'meets', findings: [] },
  ],
});

describe('CoverageTag', () => {
  it.each([
    ['Meets coverage', verdict()],
    ['Will not qualify', FAILING],
    ['Missing information', verdict({ status: 'incomplete' })],
    ['Not checked', null],
  ])('reads %s', (label, stored) => {
    renderApp(<CoverageTag verdict={stored} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('CoverageFindings', () => {
  it('says which policy a line meets, and the rule version and day it was judged', () => {
    renderApp(<CoverageFindings verdict={verdict()} />);
    expect(screen.getByText('E0601: Meets LCD L33718 (PAP for OSA)')).toBeInTheDocument();
    expect(screen.getByText('Checked 11/20/2026 under coverage rules 2026-11-24.1')).toBeInTheDocument();
  });

  it('lists the exact failing items per line and the written order’s missing elements', () => {
    renderApp(<CoverageFindings verdict={FAILING} />);
    const line = screen.getByRole('list', { name: 'E0601 coverage findings' });
    expect(
      within(line).getByText('AHI/RDI 12 (5–14) needs one of: hypertension, insomnia'),
    ).toBeInTheDocument();
    expect(screen.getByText('E0601: LCD L33718 (PAP for OSA)')).toBeInTheDocument();
    const order = screen.getByRole('list', { name: 'Written order elements missing' });
    expect(within(order).getByText('Practitioner signature')).toBeInTheDocument();
    expect(screen.getByText('E1390: Meets LCD L33797 (Home oxygen)')).toBeInTheDocument();
  });

  it('keeps only what is wrong in a dense table cell', () => {
    renderApp(<CoverageFindings verdict={FAILING} dense />);
    expect(screen.getByText('AHI/RDI 12 (5–14) needs one of: hypertension, insomnia')).toBeInTheDocument();
    expect(screen.queryByText(/Meets LCD L33797/)).not.toBeInTheDocument();
    expect(screen.queryByText(/under coverage rules/)).not.toBeInTheDocument();
  });
});

/** The Select's input (a Mantine Select also labels its option list). */
const coverageInput = () => {
  const input = screen.getAllByLabelText('Coverage').find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error('No coverage filter');
  return input;
};

/** Picks an option from the list the input opens (a closed list can linger through its transition). */
async function choose(user: UserEvent, option: string) {
  const input = coverageInput();
  await user.click(input);
  await waitFor(() =>
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).not.toBeNull(),
  );
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('the dashboard’s coverage column and filter', () => {
  const provider = testSession('Provider');

  it('tags each row and asks the server for the orders that will not qualify', async () => {
    const failing = workOrderSummary({ uuid: 'failing', coverageVerdict: FAILING });
    const calls = mockApi({
      'GET /api/consultations': [listReply([failing, workOrderSummary()]), listReply([failing])],
    });
    const { user, router } = renderApp(<WorkOrdersList />, { session: provider });
    const table = await screen.findByRole('table', { name: 'Work orders' });
    expect(within(table).getByRole('columnheader', { name: 'COVERAGE' })).toBeInTheDocument();
    expect(within(table).getByText('Will not qualify')).toBeInTheDocument();
    expect(within(table).getByText('Not checked')).toBeInTheDocument();

    await choose(user, 'Will not qualify');
    expect(router.state.location.search).toBe('?coverage=does_not_meet');
    await waitFor(() => expect(calls.at(-1)?.query.get('coverage')).toBe('does_not_meet'));
    expect(await screen.findByText('1 work order(s)')).toBeInTheDocument();

    await choose(user, 'All orders');
    expect(router.state.location.search).toBe('');
  });

  it('keeps the filter, not Add new order, when no order matches it', async () => {
    mockApi({ 'GET /api/consultations': listReply([]) });
    renderApp(<WorkOrdersList />, { session: provider, url: '/?coverage=meets' });
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new order' })).not.toBeInTheDocument();
    expect(coverageInput()).toHaveValue('Meets coverage');
  });
});
