import type { CoverageVerdict } from '@dme/shared/coverage/verdict';
import type { StoredCoverageVerdict } from '@dme/shared/work-orders/api';

/** Judges a work order under one version of the coverage rules; `now` is passed in, never read. */
export type CoverageEvaluator<Order> = (order: Order, now: Date) => CoverageVerdict;

/**
 * The columns a verdict is stored in, set once when the work order is written. The rule version
 * travels inside the verdict and beside it, so the filter and any later audit read it without
 * parsing JSON.
 */
export function verdictColumns(verdict: CoverageVerdict, evaluatedAt: Date) {
  return {
    coverageStatus: verdict.status,
    coverageVerdict: verdict,
    coverageRuleVersion: verdict.ruleVersion,
    coverageEvaluatedAt: evaluatedAt,
  };
}

/** The stored verdict as the wire carries it, or null for a work order written before coverage checks. */
export function storedVerdictOf(row: {
  coverageVerdict: CoverageVerdict | null;
  coverageEvaluatedAt: Date | null;
}): StoredCoverageVerdict | null {
  if (!row.coverageVerdict || !row.coverageEvaluatedAt) return null;
  return { ...row.coverageVerdict, evaluatedAt: row.coverageEvaluatedAt.toISOString() };
}
