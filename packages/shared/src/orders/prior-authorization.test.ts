import { describe, expect, it } from 'vitest';
import type { PriorAuthDeadlineFacts } from '../work-orders/prior-auth-deadlines';
import {
  formatDecisionDay,
  mayShip,
  type OrderPriorAuthFacts,
  orderPriorAuthorization,
  PRIOR_AUTH_NOTICE_TEXT,
  priorAuthorizationNotice,
} from './prior-authorization';

const now = new Date('2026-03-04T12:00:00Z');
const submittedAt = new Date('2026-03-02T15:00:00Z');
const workOrder = (overrides: Partial<PriorAuthDeadlineFacts> = {}): PriorAuthDeadlineFacts => ({
  status: 'Pending',
  submittedAt: null,
  expedited: false,
  payerType: null,
  ...overrides,
});
const facts = (overrides: Partial<OrderPriorAuthFacts> = {}): OrderPriorAuthFacts => ({
  insuranceStatus: 'requires_authorization',
  planType: 'medicaid_managed_care',
  workOrder: workOrder(),
  ...overrides,
});

describe('orderPriorAuthorization', () => {
  it.each([
    ['an active plan', facts({ insuranceStatus: 'active' })],
    ['no insurance', facts({ insuranceStatus: null })],
    ['no work order to keep it on', facts({ workOrder: null })],
  ])('needs none with %s', (_, input) => {
    expect(orderPriorAuthorization(input, now)).toBeNull();
  });

  it.each([
    ['Pending', 'awaiting_approval'],
    ['Submitted', 'awaiting_approval'],
    ['Approved', 'approved'],
    ['Not Required', 'approved'],
    ['Rejected', 'not_approved'],
    ['Cancelled', 'not_approved'],
  ])('a work order %s → %s', (status, state) => {
    expect(orderPriorAuthorization(facts({ workOrder: workOrder({ status }) }), now)?.state).toBe(state);
  });

  it('gives the due date once a request reached a plan the rule covers', () => {
    const submitted = workOrder({ status: 'Submitted', submittedAt, payerType: 'medicaid_managed_care' });
    expect(orderPriorAuthorization(facts({ workOrder: submitted }), now)).toEqual({
      state: 'awaiting_approval',
      decisionDueAt: '2026-03-09T15:00:00.000Z',
      hasFederalDeadline: true,
    });
  });

  it("reads the order's plan type before the request has gone, and has no window for a commercial plan", () => {
    expect(orderPriorAuthorization(facts(), now)).toMatchObject({
      decisionDueAt: null,
      hasFederalDeadline: true,
    });
    expect(orderPriorAuthorization(facts({ planType: 'commercial' }), now)).toMatchObject({
      decisionDueAt: null,
      hasFederalDeadline: false,
    });
    const commercial = workOrder({ status: 'Submitted', submittedAt, payerType: 'commercial' });
    expect(orderPriorAuthorization(facts({ workOrder: commercial }), now)).toMatchObject({
      decisionDueAt: null,
      hasFederalDeadline: false,
    });
  });
});

describe('mayShip', () => {
  it('ships what needs no approval or was approved, nothing else', () => {
    expect(mayShip(null)).toBe(true);
    const of = (state: 'awaiting_approval' | 'approved' | 'not_approved') => ({
      state,
      decisionDueAt: null,
      hasFederalDeadline: false,
    });
    expect(mayShip(of('approved'))).toBe(true);
    expect(mayShip(of('awaiting_approval'))).toBe(false);
    expect(mayShip(of('not_approved'))).toBe(false);
  });
});

describe('priorAuthorizationNotice', () => {
  const awaiting = (decisionDueAt: string | null, hasFederalDeadline: boolean) =>
    ({ state: 'awaiting_approval', decisionDueAt, hasFederalDeadline }) as const;

  it('says the plan approves first, when she hears, and what a refusal means', () => {
    expect(priorAuthorizationNotice(awaiting('2026-03-09T15:00:00.000Z', true), now)).toEqual({
      title: PRIOR_AUTH_NOTICE_TEXT.awaitingTitle,
      lines: [
        PRIOR_AUTH_NOTICE_TEXT.mustApprove,
        'Your plan must decide by 03/09/2026. We e-mail you as soon as it does.',
        PRIOR_AUTH_NOTICE_TEXT.ifRefused,
      ],
    });
  });

  it.each([
    [awaiting('2026-03-03T15:00:00.000Z', true), "Your plan's decision was due by 03/03/2026."],
    [awaiting(null, true), PRIOR_AUTH_NOTICE_TEXT.federalWindow],
    [awaiting(null, false), PRIOR_AUTH_NOTICE_TEXT.noWindow],
  ])('%o → %s', (input, when) => {
    expect(priorAuthorizationNotice(input, now).lines[1]).toContain(when);
  });

  it('tells a decision in one line', () => {
    const decided = (state: 'approved' | 'not_approved') =>
      priorAuthorizationNotice({ state, decisionDueAt: null, hasFederalDeadline: false }, now);
    expect(decided('approved').lines).toEqual([PRIOR_AUTH_NOTICE_TEXT.approved]);
    expect(decided('not_approved')).toEqual({
      title: PRIOR_AUTH_NOTICE_TEXT.notApprovedTitle,
      lines: [PRIOR_AUTH_NOTICE_TEXT.notApproved],
    });
  });

  it('formats the day in the time zone asked for', () => {
    expect(formatDecisionDay('2026-03-09T03:00:00.000Z', 'America/New_York')).toBe('03/08/2026');
    expect(formatDecisionDay('2026-03-09T03:00:00.000Z', 'UTC')).toBe('03/09/2026');
  });
});
