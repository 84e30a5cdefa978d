import {
  PRIOR_AUTH_DEADLINE_TEXT,
  type PriorAuthDeadline,
} from '@dme/shared/work-orders/prior-auth-deadlines';
import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { listReply, workOrderDetail, workOrderSummary } from '../../../test/fixtures/work-orders';
import { mockApi, resetAfterTest } from '../../../test/mock-api';
import { renderApp, testSession } from '../../../test/render-app';
import { PriorAuthDeadlineNote } from './prior-auth-deadline';
import { PriorAuthCard } from './work-order-detail/prior-auth-card';
import { WorkOrdersList } from './work-orders-list';

afterEach(resetAfterTest);

const SUBMITTED = '2026-03-02T15:00:00.000Z';
const DUE = '2026-03-05T15:00:00.000Z';
const due = (overrides: Partial<PriorAuthDeadline> = {}): PriorAuthDeadline => ({
  state: 'due',
  dueAt: DUE,
  expedited: true,
  submittedAt: SUBMITTED,
  ...overrides,
});
const shown = (iso: string) => dayjs(iso).format('MM/DD/YYYY h:mm A');

describe('PriorAuthDeadlineNote', () => {
  it('says when the payer must decide, and that the request is expedited', () => {
    renderApp(<PriorAuthDeadlineNote deadline={due()} now={new Date('2026-03-04T00:00:00Z')} />);
    expect(screen.getByText(`Payer decision due ${shown(DUE)} · Expedited request`)).toBeVisible();
  });

  it('turns overdue on the browser clock once the due time has passed, with the colour of an alert', () => {
    renderApp(<PriorAuthDeadlineNote deadline={due()} now={new Date('2026-03-05T15:00:01Z')} />);
    const badge = screen.getByText(`Payer decision overdue (due ${shown(DUE)}) · Expedited request`);
    expect(badge.closest('.mantine-Badge-root')).toHaveAttribute('data-variant', 'filled');
  });

  it('shows no date for a payer the rule does not cover, and says why', () => {
    renderApp(<PriorAuthDeadlineNote deadline={due({ state: 'not_covered', dueAt: null })} />);
    expect(screen.getByText(PRIOR_AUTH_DEADLINE_TEXT.notCovered)).toBeVisible();
    expect(screen.getByRole('img', { name: PRIOR_AUTH_DEADLINE_TEXT.notCoveredHelp })).toBeVisible();
    expect(screen.queryByText(/Payer decision due/)).toBeNull();
  });

  it('shows nothing before submission or once decided', () => {
    renderApp(<PriorAuthDeadlineNote deadline={due({ state: 'none', dueAt: null })} />);
    expect(screen.queryByText(/Payer decision|No federal decision deadline/)).toBeNull();
  });
});

describe('prior-auth deadlines where people look', () => {
  it('the dashboard marks an overdue prior auth beside its status', async () => {
    mockApi({
      'GET /api/consultations': listReply([
        workOrderSummary({
          uuid: 'late',
          priorAuthStatus: 'Submitted',
          priorAuthDeadline: due({ state: 'overdue', expedited: false }),
        }),
      ]),
    });
    renderApp(<WorkOrdersList />, { session: testSession('Provider') });
    const table = await screen.findByRole('table', { name: 'Work orders' });
    expect(within(table).getByText(`Payer decision overdue (due ${shown(DUE)})`)).toBeVisible();
    expect(within(table).getByText('Submitted')).toBeVisible();
  });

  it('the work order page says when it was submitted and, for an uncovered payer, why there is no date', () => {
    renderApp(
      <PriorAuthCard
        workOrder={workOrderDetail({
          priorAuthStatus: 'Submitted',
          priorAuthDeadline: due({ state: 'not_covered', dueAt: null, expedited: false }),
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'Prior authorization' });
    expect(within(card).getByText(`Submitted to the payer ${shown(SUBMITTED)}`)).toBeVisible();
    expect(within(card).getByText(PRIOR_AUTH_DEADLINE_TEXT.notCoveredHelp)).toBeVisible();
  });
});
