import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  type CoverSheetKeys,
  checkCoverSheetSeal,
  coverSheetKeysOf,
  readReferralCodeText,
  signedCoverSheetCodes,
} from './cover-sheet-seal';

const KEY = 'the-install-secret-key-0123456789abcdef';
const OLD_KEY = 'the-key-before-rotation-0123456789abcdef';
const OTHER_INSTALL = 'another-install-secret-key-0123456789ab';
const BRS_PMP = { id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', referralCode: 'BRSPMP' };
const OTHER_ORDER = { id: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', referralCode: 'BRSPMP' };
const RECEIVED = new Date('2026-11-02T09:00:00Z');
const keys = (overrides: Partial<CoverSheetKeys> = {}): CoverSheetKeys => ({
  current: KEY,
  previous: [],
  unsignedUntil: null,
  ...overrides,
});

/** The signatures the matcher hands over for a sheet whose two codes are these texts. */
const signaturesOf = (...texts: string[]) =>
  texts.map((text) => readReferralCodeText(text)?.signature ?? null);
const sheet = (workOrder = BRS_PMP, key = KEY) => {
  const codes = signedCoverSheetCodes(workOrder, key);
  return [codes.referralCode, codes.formattedReferralCode];
};
const flipLast = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

describe('signedCoverSheetCodes: the two referral-code QR texts of a cover sheet', () => {
  it('prints the code plain and formatted, each with the same 80-bit signature in upper-case hex', () => {
    const [plain, formatted] = sheet();
    expect(plain).toMatch(/^BRSPMP\.[0-9A-F]{20}$/);
    expect(formatted).toBe(`BRS-PMP.${plain?.split('.')[1]}`);
  });

  it('differs for another work order with the same code, and under another key', () => {
    expect(sheet(OTHER_ORDER)).not.toEqual(sheet());
    expect(sheet(BRS_PMP, OTHER_INSTALL)).not.toEqual(sheet());
  });

  it('stays a version 2 QR code in alphanumeric mode, as small as the fax e-mail code', () => {
    for (const text of sheet()) {
      const qr = QRCode.create(text, {});
      expect(qr.version).toBe(2);
      expect(qr.segments.map((segment) => segment.mode.id)).toEqual(['Alphanumeric']);
    }
  });
});

describe('checkCoverSheetSeal: a fax files itself only on a sheet signed for that work order', () => {
  it.each<[string, (string | null)[], CoverSheetKeys, { signature: string; files: boolean }]>([
    ['a genuine sheet', signaturesOf(...sheet()), keys(), { signature: 'verified', files: true }],
    [
      'two copies of a genuine sheet',
      signaturesOf(...sheet(), ...sheet()),
      keys(),
      { signature: 'verified', files: true },
    ],
    [
      'a sheet signed under the previous key, after a rotation',
      signaturesOf(...sheet(BRS_PMP, OLD_KEY)),
      keys({ previous: [OLD_KEY] }),
      { signature: 'verified', files: true },
    ],
    [
      'a sheet of the old key once it is taken off the list',
      signaturesOf(...sheet(BRS_PMP, OLD_KEY)),
      keys(),
      { signature: 'invalid', files: false },
    ],
    [
      'a sheet signed by another install (a wrong key)',
      signaturesOf(...sheet(BRS_PMP, OTHER_INSTALL)),
      keys(),
      { signature: 'invalid', files: false },
    ],
    [
      "another work order's signature on this code (tampered work order)",
      signaturesOf(...sheet(OTHER_ORDER)),
      keys(),
      { signature: 'invalid', files: false },
    ],
    [
      'a signature with one character changed',
      signaturesOf(...sheet().map(flipLast)),
      keys(),
      { signature: 'invalid', files: false },
    ],
    [
      'a signature cut short',
      signaturesOf(...sheet().map((text) => text.slice(0, -4))),
      keys(),
      { signature: 'invalid', files: false },
    ],
    [
      'one genuine code beside an unsigned one (pasted together)',
      signaturesOf(sheet()[0] ?? '', 'BRS-PMP'),
      keys({ unsignedUntil: new Date('2027-01-01T00:00:00Z') }),
      { signature: 'invalid', files: false },
    ],
    [
      'an unsigned sheet while unsigned sheets are accepted (before the cut-over)',
      signaturesOf('BRSPMP', 'BRS-PMP'),
      keys({ unsignedUntil: new Date('2026-12-01T00:00:00Z') }),
      { signature: 'unsigned', files: true },
    ],
    [
      'an unsigned sheet received at the cut-over instant',
      signaturesOf('BRSPMP', 'BRS-PMP'),
      keys({ unsignedUntil: RECEIVED }),
      { signature: 'unsigned', files: false },
    ],
    [
      'an unsigned sheet after the cut-over',
      signaturesOf('BRSPMP', 'BRS-PMP'),
      keys({ unsignedUntil: new Date('2026-11-01T00:00:00Z') }),
      { signature: 'unsigned', files: false },
    ],
    [
      'an unsigned sheet with no cut-over set',
      signaturesOf('BRSPMP', 'BRS-PMP'),
      keys(),
      { signature: 'unsigned', files: false },
    ],
    ['no signatures at all', [], keys(), { signature: 'invalid', files: false }],
  ])('%s', (_name, signatures, sealKeys, expected) => {
    expect(checkCoverSheetSeal(signatures, BRS_PMP, sealKeys, RECEIVED)).toEqual(expected);
  });

  it('a tampered code: a genuine signature moved onto another code does not verify', () => {
    const [plain] = sheet();
    const signature = plain?.split('.')[1] ?? '';
    expect(
      checkCoverSheetSeal([signature, signature], { ...BRS_PMP, referralCode: 'CPAPAP' }, keys(), RECEIVED),
    ).toEqual({ signature: 'invalid', files: false });
  });
});

describe('readReferralCodeText', () => {
  it.each([
    ['BRSPMP', { code: 'BRSPMP', printed: 'plain', signature: null }],
    ['BRS-PMP', { code: 'BRSPMP', printed: 'formatted', signature: null }],
    ['BRSPMP.0F3A', { code: 'BRSPMP', printed: 'plain', signature: '0F3A' }],
    ['BRS-PMP.', { code: 'BRSPMP', printed: 'formatted', signature: '' }],
    ['brspmp', null],
    ['BRS0MP', null],
    ['BRSPMPX', null],
    ['(213) 555-0199', null],
  ])('%s', (text, expected) => {
    expect(readReferralCodeText(text)).toEqual(expected);
  });
});

describe('the settings', () => {
  it('sign with SECRET_KEY, verify with the previous keys too, and accept unsigned sheets until the cut-over', () => {
    const config = loadConfig({
      SECRET_KEY: KEY,
      COVER_SHEET_PREVIOUS_KEYS: ` ${OLD_KEY} , ${OTHER_INSTALL},`,
      FAX_UNSIGNED_COVER_SHEETS_UNTIL: '2026-12-01',
    });
    expect(coverSheetKeysOf(config)).toEqual({
      current: KEY,
      previous: [OLD_KEY, OTHER_INSTALL],
      unsignedUntil: new Date('2026-12-01T00:00:00Z'),
    });
    expect(coverSheetKeysOf(loadConfig({})).unsignedUntil).toBeNull();
  });

  it.each([
    ['a previous key too short to be a SECRET_KEY', { COVER_SHEET_PREVIOUS_KEYS: 'short' }],
    ['a cut-over that is not a date', { FAX_UNSIGNED_COVER_SHEETS_UNTIL: 'next month' }],
    ['a cut-over instant without its offset', { FAX_UNSIGNED_COVER_SHEETS_UNTIL: '2026-12-01T00:00:00' }],
  ])('refuse %s', (_name, env) => {
    expect(() => loadConfig(env)).toThrow(/Invalid settings/);
  });
});
