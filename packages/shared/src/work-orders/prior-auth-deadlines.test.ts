import { describe, expect, it } from 'vitest';
import {
  CMS_0057_F_PAYER_TYPES,
  deadlineStateAt,
  type PriorAuthDeadlineFacts,
  priorAuthDeadline,
  priorAuthDecisionDueAt,
} from './prior-auth-deadlines';

const submittedAt = new Date('2026-03-02T15:00:00Z');
const facts = (overrides: Partial<PriorAuthDeadlineFacts> = {}): PriorAuthDeadlineFacts => ({
  status: 'Submitted',
  submittedAt,
  expedited: false,
  payerType: 'medicaid_managed_care',
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('priorAuthDecisionDueAt (CMS-0057-F)', () => {
  it.each([
    [false, '2026-03-09T15:00:00.000Z'],
    [true, '2026-03-05T15:00:00.000Z'],
  ])('expedited %s → %s', (expedited, due) => {
    expect(priorAuthDecisionDueAt(submittedAt, expedited).toISOString()).toBe(due);
  });

  it('counts calendar days across a daylight-saving change (7 × 24 hours)', () => {
    expect(priorAuthDecisionDueAt(at('2026-03-06T12:00:00Z'), false).toISOString()).toBe(
      '2026-03-13T12:00:00.000Z',
    );
  });
});

describe('priorAuthDeadline', () => {
  it.each([
    // standard: due 7 days later; the due instant itself is still in time
    ['standard, a minute before', facts(), '2026-03-09T14:59:00Z', 'due'],
    ['standard, at the due instant', facts(), '2026-03-09T15:00:00Z', 'due'],
    ['standard, a millisecond after', facts(), '2026-03-09T15:00:00.001Z', 'overdue'],
    // expedited: 72 hours
    ['expedited, at 72 hours', facts({ expedited: true }), '2026-03-05T15:00:00Z', 'due'],
    ['expedited, past 72 hours', facts({ expedited: true }), '2026-03-05T15:00:01Z', 'overdue'],
    ['Pending counts as awaiting', facts({ status: 'Pending' }), '2026-03-10T00:00:00Z', 'overdue'],
    // decided or never submitted: nothing to show
    ['approved', facts({ status: 'Approved' }), '2026-04-01T00:00:00Z', 'none'],
    ['rejected', facts({ status: 'Rejected' }), '2026-04-01T00:00:00Z', 'none'],
    ['not required', facts({ status: 'Not Required' }), '2026-04-01T00:00:00Z', 'none'],
    ['not submitted', facts({ status: 'Pending', submittedAt: null }), '2026-04-01T00:00:00Z', 'none'],
    // payers the rule does not cover
    ['traditional Medicare', facts({ payerType: 'medicare' }), '2026-04-01T00:00:00Z', 'not_covered'],
    ['commercial', facts({ payerType: 'commercial' }), '2026-04-01T00:00:00Z', 'not_covered'],
    ['unknown payer', facts({ payerType: null }), '2026-04-01T00:00:00Z', 'not_covered'],
    // effective 2026-01-01 00:00 US Eastern
    [
      'received just before the rule took effect',
      facts({ submittedAt: at('2026-01-01T04:59:59Z') }),
      '2026-01-02T00:00:00Z',
      'not_covered',
    ],
    [
      'received as the rule took effect',
      facts({ submittedAt: at('2026-01-01T05:00:00Z') }),
      '2026-01-02T00:00:00Z',
      'due',
    ],
  ])('%s → %s', (_name, input, now, state) => {
    expect(priorAuthDeadline(input, at(now)).state).toBe(state);
  });

  it.each(CMS_0057_F_PAYER_TYPES)('covers %s', (payerType) => {
    expect(priorAuthDeadline(facts({ payerType }), submittedAt)).toEqual({
      state: 'due',
      dueAt: '2026-03-09T15:00:00.000Z',
      expedited: false,
      submittedAt: '2026-03-02T15:00:00.000Z',
    });
  });

  it('invents no due date where the rule does not apply', () => {
    expect(priorAuthDeadline(facts({ payerType: 'medicare' }), submittedAt).dueAt).toBeNull();
  });
});

describe('deadlineStateAt', () => {
  const read = priorAuthDeadline(facts(), submittedAt);
  it.each([
    ['2026-03-09T15:00:00Z', 'due'],
    ['2026-03-09T15:00:01Z', 'overdue'],
  ])('a deadline read earlier, as of %s → %s', (now, state) => {
    expect(deadlineStateAt(read, at(now))).toBe(state);
  });

  it('leaves the other states alone', () => {
    const notCovered = priorAuthDeadline(facts({ payerType: 'commercial' }), submittedAt);
    expect(deadlineStateAt(notCovered, at('2027-01-01T00:00:00Z'))).toBe('not_covered');
  });
});
