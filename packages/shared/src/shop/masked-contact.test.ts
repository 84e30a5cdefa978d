import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './masked-contact';

describe('maskEmail', () => {
  it.each([
    ['a demo patient', 'emily.carter@demo.test', 'e•••@d•••.test'],
    ['one character each side', 'e@d.test', '•••@•••.test'],
    ['a one-character address', 'a@demo.test', '•••@d•••.test'],
    ['a two-character address', 'ab@demo.test', 'a•••@d•••.test'],
    ['a one-character domain', 'emily@d.test', 'e•••@•••.test'],
    ['subdomains', 'robert@mail.clinic.example.co.uk', 'r•••@m•••.uk'],
    ['a plus-address', 'jane+carelane@demo.test', 'j•••@d•••.test'],
    ['a plus-address of one character', 'j+dme@demo.test', 'j•••@d•••.test'],
    ['a domain without a dot', 'root@localhost', 'r•••@l•••'],
    ['surrounding spaces', '  emily@demo.test ', 'e•••@d•••.test'],
    ['upper case kept', 'Emily@Demo.Test', 'E•••@D•••.Test'],
    ['an accented letter of two code points', 'e\u0301mile@e\u0301cole.fr', 'e\u0301•••@e\u0301•••.fr'],
    ['an emoji of several code points', '👩‍⚕️nurse@demo.test', '👩‍⚕️•••@d•••.test'],
    ['a unicode domain', 'müller@bücher.de', 'm•••@b•••.de'],
    ['a unicode top-level domain', 'li@例え.テスト', 'l•••@例•••.テスト'],
    ['an @ in a quoted local part', '"a@b"@demo.test', '"•••@d•••.test'],
    ['no @', 'emily.demo.test', '•••'],
    ['nothing before the @', '@demo.test', '•••'],
    ['nothing after the @', 'emily@', '•••'],
    ['an empty label', 'emily@demo..test', '•••'],
    ['a trailing dot', 'emily@demo.test.', '•••'],
  ])('%s: %s → %s', (_case, email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('answers null for %s', (_case, email) => {
    expect(maskEmail(email)).toBeNull();
  });

  it('shows two characters of the address and its top-level domain, nothing more', () => {
    for (const email of ['robert.nguyen@demo.test', 'priya.shah+test@mail.demo.test']) {
      const masked = maskEmail(email) ?? '';
      expect(masked.replace(/•/g, '').replace(/\.test$/, '')).toHaveLength(3);
      expect(masked).not.toContain(email.split('@')[0]);
    }
  });
});

describe('maskPhone', () => {
  it.each([
    ['the spec display shape', '(213) 555-0177', '(•••) •••-0177'],
    ['dashes', '213-555-0111', '(•••) •••-0111'],
    ['digits only', '2135550122', '(•••) •••-0122'],
    ['a +1 country code', '+1 213 555 0133', '(•••) •••-0133'],
    ['a leading 1', '12135550144', '(•••) •••-0144'],
    ['too few digits', '555-0177', '(•••) •••-•••'],
    ['too many digits', '+44 20 7946 0958 12', '(•••) •••-•••'],
    ['no digits', 'call me', '(•••) •••-•••'],
  ])('%s: %s → %s', (_case, phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
  ])('answers null for %s', (_case, phone) => {
    expect(maskPhone(phone)).toBeNull();
  });
});
