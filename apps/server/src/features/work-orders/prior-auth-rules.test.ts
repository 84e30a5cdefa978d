import { describe, expect, it } from 'vitest';
import { PRIOR_AUTH_RECHECK_MS, priorAuthChange, priorAuthRecheckCutoff } from './prior-auth-rules';

describe('what a payer’s answer changes', () => {
  it.each([
    ['Pending', null, 'Approved', 'PA-1', { status: 'Approved', referenceNumber: 'PA-1' }],
    ['Pending', null, 'Submitted', null, { status: 'Submitted', referenceNumber: null }],
    ['Submitted', 'PA-1', 'Submitted', 'PA-1', { status: null, referenceNumber: null }],
    ['Submitted', 'PA-1', 'Rejected', 'PA-1', { status: 'Rejected', referenceNumber: null }],
    ['Submitted', 'PA-1', 'Submitted', 'PA-2', { status: null, referenceNumber: 'PA-2' }],
    ['Pending', 'PA-1', null, null, { status: null, referenceNumber: null }],
  ] as const)(
    'stored %s (%s), payer says %s (%s) → %o',
    (status, referenceNumber, answerStatus, answerReference, change) => {
      expect(
        priorAuthChange(
          { status, referenceNumber },
          { status: answerStatus, referenceNumber: answerReference },
        ),
      ).toEqual(change);
    },
  );
});

describe('when a work order is due a check again', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    [new Date(now.getTime() - PRIOR_AUTH_RECHECK_MS - 1), true],
    [new Date(now.getTime() - PRIOR_AUTH_RECHECK_MS), false],
    [new Date(now.getTime() - 60_000), false],
  ])('checked at %s → due: %s', (checkedAt, isDue) => {
    expect(checkedAt < priorAuthRecheckCutoff(now)).toBe(isDue);
  });
});
