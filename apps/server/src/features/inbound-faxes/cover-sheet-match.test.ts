import { describe, expect, it } from 'vitest';
import { COVER_SHEET_REASONS, matchCoverSheet } from './cover-sheet-match';

const SHEET = ['BRSPMP', '(213) 555-0199', 'fax@carelane.example', 'BRS-PMP'];
const SIGNATURE = '0F3A9C27B1D4E8605A7C';
const SIGNED = [`BRSPMP.${SIGNATURE}`, '(213) 555-0199', 'fax@carelane.example', `BRS-PMP.${SIGNATURE}`];

describe('matchCoverSheet: a fax is filed only when its cover sheet names one work order, fully read', () => {
  it.each([
    [
      'the whole cover sheet on page 1',
      [SHEET, []],
      { kind: 'named', referralCode: 'BRSPMP', coverSheetPages: [1], signatures: [null, null] },
    ],
    [
      'the cover sheet as page 2',
      [[], SHEET],
      { kind: 'named', referralCode: 'BRSPMP', coverSheetPages: [2], signatures: [null, null] },
    ],
    [
      'the two referral codes alone',
      [['BRS-PMP', 'BRSPMP']],
      { kind: 'named', referralCode: 'BRSPMP', coverSheetPages: [1], signatures: [null, null] },
    ],
    [
      'two copies of the same sheet',
      [SHEET, SHEET],
      {
        kind: 'named',
        referralCode: 'BRSPMP',
        coverSheetPages: [1, 2],
        signatures: [null, null, null, null],
      },
    ],
    [
      'a signed cover sheet: both codes carry its signature',
      [[], SIGNED],
      {
        kind: 'named',
        referralCode: 'BRSPMP',
        coverSheetPages: [2],
        signatures: [SIGNATURE, SIGNATURE],
      },
    ],
    [
      'a garbled signature is kept as read, for the seal to refuse',
      [['BRSPMP.NOT-A-SIGNATURE', 'BRS-PMP']],
      { kind: 'named', referralCode: 'BRSPMP', coverSheetPages: [1], signatures: ['NOT-A-SIGNATURE', null] },
    ],
    [
      'a signed code of another work order beside this one',
      [SIGNED, [`CPAPAP.${SIGNATURE}`]],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null },
    ],
    [
      'only the signed plain code',
      [[`BRSPMP.${SIGNATURE}`]],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.partial, referralCode: 'BRSPMP' },
    ],
    ['no codes at all', [[], []], { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes }],
    [
      'only the fax number and e-mail',
      [['(213) 555-0199', 'fax@carelane.example']],
      { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes },
    ],
    [
      'only the plain code',
      [['BRSPMP']],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.partial, referralCode: 'BRSPMP' },
    ],
    [
      'only the formatted code',
      [['BRS-PMP']],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.partial, referralCode: 'BRSPMP' },
    ],
    [
      'two codes that disagree',
      [['BRSPMP', 'CPA-PAP']],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null },
    ],
    [
      'cover sheets of two work orders',
      [SHEET, ['CPAPAP', 'CPA-PAP']],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null },
    ],
    [
      'a stray code of another order on a document page',
      [SHEET, ['NSECAN']],
      { kind: 'unmatched', reason: COVER_SHEET_REASONS.conflicting, referralCode: null },
    ],
    [
      'codes outside the alphabet (0, O, 1, I, L)',
      [['BRS0MP', 'BRS-0MP', 'LOL-III']],
      { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes },
    ],
    [
      'lower case is not what the sheet prints',
      [['brspmp', 'brs-pmp']],
      { kind: 'unreadable', reason: COVER_SHEET_REASONS.noCodes },
    ],
  ])('%s', (_name, pages, verdict) => {
    expect(matchCoverSheet(pages)).toEqual(verdict);
  });
});
