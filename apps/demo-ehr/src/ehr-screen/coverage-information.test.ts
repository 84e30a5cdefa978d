import { describe, expect, it } from 'vitest';
import { CRD_COVERAGE_INFORMATION, coverageInformationInWords } from './coverage-information';

const assertion = (...parts: [string, string][]) => ({
  url: CRD_COVERAGE_INFORMATION,
  extension: parts.map(([url, valueCode]) => ({ url, valueCode })),
});

type Case = [parts: [string, string][], words: string];

describe('Da Vinci CRD coverage information in words', () => {
  it.each<Case>([
    [
      [
        ['covered', 'covered'],
        ['pa-needed', 'no-auth'],
      ],
      'Covered · no prior authorization',
    ],
    [
      [
        ['covered', 'covered'],
        ['pa-needed', 'auth-needed'],
        ['doc-needed', 'clinical'],
      ],
      'Covered · prior authorization needed · clinical documentation needed',
    ],
    [[['covered', 'not-covered']], 'Not covered'],
    [
      [
        ['covered', 'conditional'],
        ['pa-needed', 'satisfied'],
      ],
      'Coverage depends on more information · prior authorization already satisfied',
    ],
    [[['covered', 'something-new']], 'something-new'],
  ])('reads %j as "%s"', (parts, words) => {
    expect(coverageInformationInWords([assertion(...parts)])).toEqual([words]);
  });

  it('reads one sentence per assertion and ignores other extensions', () => {
    expect(
      coverageInformationInWords([
        { url: 'http://example.org/other', valueString: 'x' },
        assertion(['covered', 'covered']),
        assertion(['covered', 'not-covered']),
      ]),
    ).toEqual(['Covered', 'Not covered']);
    expect(coverageInformationInWords(undefined)).toEqual([]);
  });
});
