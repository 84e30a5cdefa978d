import type { FaxSummary } from '@dme/shared/operations/faxes';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAfterTest } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { CoverSheetWarning } from './fax-status';

type Fax = Pick<FaxSummary, 'coverSheetSignature' | 'referralCode' | 'status'>;

describe('CoverSheetWarning: a waiting fax whose cover sheet did not prove its work order is marked', () => {
  afterEach(resetAfterTest);

  it.each<[string, Fax, string]>([
    [
      'a forged or altered signature',
      { status: 'unmatched', referralCode: 'BRSPMP', coverSheetSignature: 'invalid' },
      'Cover sheet signature did not verify',
    ],
    [
      'no signature (printed before, or drawn from the code)',
      { status: 'unmatched', referralCode: 'BRSPMP', coverSheetSignature: 'unsigned' },
      'Unsigned cover sheet',
    ],
  ])('%s', (_name, fax, title) => {
    renderApp(<CoverSheetWarning fax={fax} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent('This cover sheet names BRS-PMP');
    expect(alert).toHaveTextContent('Check that the pages belong to that patient before assigning them.');
  });

  it.each<[string, Fax]>([
    [
      'a verified sheet that waits for another reason',
      { status: 'unmatched', referralCode: 'BRSPMP', coverSheetSignature: 'verified' },
    ],
    [
      'a fax without a readable cover sheet',
      { status: 'unreadable', referralCode: null, coverSheetSignature: null },
    ],
    [
      'an unsigned sheet already filed by an admin',
      { status: 'filed', referralCode: 'BRSPMP', coverSheetSignature: 'unsigned' },
    ],
    [
      'an unmatched code of no work order',
      { status: 'unmatched', referralCode: 'ZZZ222', coverSheetSignature: null },
    ],
  ])('says nothing for %s', (_name, fax) => {
    renderApp(<CoverSheetWarning fax={fax} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
