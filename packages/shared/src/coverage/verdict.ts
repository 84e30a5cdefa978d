import { z } from 'zod';

export const COVERAGE_STATUSES = ['meets', 'does_not_meet', 'incomplete'] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];

/** One missing or failing item, in words a clinician can act on. */
export const coverageFindingSchema = z.object({
  /** Which requirement, with its source, e.g. "LCD L33718: AHI/RDI and events". */
  criterion: z.string(),
  /** The exact missing or failing item, e.g. "AHI 12 (5–14) needs a documented symptom: …". */
  message: z.string(),
});
export type CoverageFinding = z.infer<typeof coverageFindingSchema>;

export const lineCoverageVerdictSchema = z.object({
  hcpcsCode: z.string(),
  policy: z.string(),
  policyName: z.string(),
  status: z.enum(COVERAGE_STATUSES),
  findings: z.array(coverageFindingSchema),
});
export type LineCoverageVerdict = z.infer<typeof lineCoverageVerdictSchema>;

/** The verdict on a whole work order, as stored with it and sent on the wire. */
export const coverageVerdictSchema = z.object({
  ruleVersion: z.string(),
  status: z.enum(COVERAGE_STATUSES),
  /** Order-level findings: the elements of the standard written order (42 CFR 410.38(d)). */
  findings: z.array(coverageFindingSchema),
  /** One entry per HCPCS line a policy governs; accessories and supplies follow their device. */
  lines: z.array(lineCoverageVerdictSchema),
});
export type CoverageVerdict = z.infer<typeof coverageVerdictSchema>;

/** What one rule says: failing items first, then values out of range, then missing ones; the status follows from them. */
export interface RuleResult {
  status: CoverageStatus;
  findings: CoverageFinding[];
}

/**
 * `missing` names the items ("Sleep test date"); they read "Missing: Sleep test date" wherever shown.
 * `invalid` are values out of their range (value-ranges.ts): never judged, so never "meets" either.
 */
export const ruleResult = (
  failing: CoverageFinding[],
  missing: CoverageFinding[],
  invalid: CoverageFinding[] = [],
): RuleResult => ({
  status: failing.length > 0 ? 'does_not_meet' : missing.length + invalid.length > 0 ? 'incomplete' : 'meets',
  findings: [
    ...failing,
    ...invalid,
    ...missing.map((item) => ({ ...item, message: `Missing: ${item.message}` })),
  ],
});

const SEVERITY: Record<CoverageStatus, number> = { meets: 0, incomplete: 1, does_not_meet: 2 };

/** The worst of several statuses: one line that will not qualify makes the order not qualify. */
export const worstStatus = (statuses: CoverageStatus[]): CoverageStatus =>
  statuses.reduce<CoverageStatus>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'meets');
