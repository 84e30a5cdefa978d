import type { LineCoverageVerdict } from '@dme/shared/coverage/verdict';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE_INFORMATION_URL,
  type CoverageAssertion,
  coverageInformationExtension,
  paNeededOf,
} from './coverage-information';
import { r4ErrorsOf } from './r4-validation.test-support';

const verdict = (status: LineCoverageVerdict['status'], messages: string[] = []): LineCoverageVerdict => ({
  hcpcsCode: 'E0601',
  policy: 'LCD L33718',
  policyName: 'PAP for OSA',
  status,
  findings: messages.map((message) => ({ criterion: 'LCD L33718: AHI/RDI', message })),
});
const assertion: CoverageAssertion = {
  coverage: { reference: 'Coverage/cov-1' },
  assertionId: 'hook-1:E0601',
  date: '2026-11-25',
  paNeeded: 'no-auth',
};
/** The sub-extensions as url → value, in order. */
const parts = (
  status: LineCoverageVerdict['status'],
  messages?: string[],
  extra: Partial<CoverageAssertion> = {},
) =>
  coverageInformationExtension(verdict(status, messages), { ...assertion, ...extra }).extension?.map(
    ({ url, ...value }) => [url, Object.values(value)[0]],
  );

describe('coverageInformationExtension (Da Vinci CRD STU2)', () => {
  it('says a line that meets its policy is covered, with the prior-auth answer', () => {
    expect(coverageInformationExtension(verdict('meets'), assertion).url).toBe(COVERAGE_INFORMATION_URL);
    expect(parts('meets')).toEqual([
      ['coverage', { reference: 'Coverage/cov-1' }],
      ['covered', 'covered'],
      ['pa-needed', 'no-auth'],
      ['reason', { text: 'Meets LCD L33718 (PAP for OSA)' }],
      ['date', '2026-11-25'],
      ['coverage-assertion-id', 'hook-1:E0601'],
    ]);
  });

  it('says a line that will not qualify is not covered, without pa-needed (crd-ci-q2)', () => {
    expect(parts('does_not_meet', ['AHI/RDI 12 (5–14) needs one of: …'])).toEqual([
      ['coverage', { reference: 'Coverage/cov-1' }],
      ['covered', 'not-covered'],
      ['reason', { text: 'Will not qualify: AHI/RDI 12 (5–14) needs one of: …' }],
      ['date', '2026-11-25'],
      ['coverage-assertion-id', 'hook-1:E0601'],
    ]);
  });

  it('says an incomplete line is conditional on clinical documentation captured with the order', () => {
    expect(
      parts('incomplete', ['Missing: Sleep test date', 'Missing: Face-to-face evaluation date'], {
        paNeeded: 'conditional',
      }),
    ).toEqual([
      ['coverage', { reference: 'Coverage/cov-1' }],
      ['covered', 'conditional'],
      ['pa-needed', 'conditional'],
      ['doc-needed', 'clinical'],
      ['doc-purpose', 'withorder'],
      ['reason', { text: 'Missing: Sleep test date; Missing: Face-to-face evaluation date' }],
      ['date', '2026-11-25'],
      ['coverage-assertion-id', 'hook-1:E0601'],
    ]);
  });

  it('gives satisfied-pa-id exactly when prior auth is satisfied (crd-ci-q5)', () => {
    expect(parts('meets', [], { paNeeded: 'satisfied', satisfiedPaId: 'PA-778' })).toContainEqual([
      'satisfied-pa-id',
      'PA-778',
    ]);
    expect(parts('meets', [], { paNeeded: 'satisfied', satisfiedPaId: null })).toContainEqual([
      'pa-needed',
      'auth-needed',
    ]);
    expect(
      parts('meets', [], { paNeeded: 'no-auth', satisfiedPaId: 'PA-778' })?.map(([url]) => url),
    ).not.toContain('satisfied-pa-id');
  });

  it('is a valid extension on an R4 DeviceRequest', () => {
    expect(
      r4ErrorsOf({
        resourceType: 'DeviceRequest',
        status: 'draft',
        intent: 'proposal',
        subject: { reference: 'Patient/pat-1' },
        codeCodeableConcept: { text: 'CPAP' },
        extension: [coverageInformationExtension(verdict('incomplete', ['Missing: x']), assertion)],
      }),
    ).toEqual([]);
  });
});

describe('paNeededOf', () => {
  it.each([
    ['Not Required', null, 'no-auth'],
    ['Approved', 'PA-1', 'satisfied'],
    ['Approved', null, 'auth-needed'],
    ['Submitted', null, 'auth-needed'],
    ['Rejected', null, 'auth-needed'],
    ['Pending', null, 'conditional'],
  ] as const)('reads %s (%s) as %s', (status, reference, code) =>
    expect(paNeededOf(status, reference)).toBe(code),
  );
});
