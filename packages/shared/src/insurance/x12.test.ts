import { describe, expect, it } from 'vitest';
import { eligibilityCheckBodySchema } from './api';
import { checkDetailsMessage, INSURANCE_MESSAGES } from './messages';
import { isX12Name, toX12MemberId, toX12Name, x12Problems } from './x12';

const body = {
  carrier: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  memberId: 'W123-456-789',
  firstName: 'Jane',
  lastName: 'Doe',
  patientBirthDate: '1990-01-02',
};
const messages = (change: Partial<typeof body>) => {
  const result = eligibilityCheckBodySchema.safeParse({ ...body, ...change });
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
};

describe('names as X12 carries them (NM103 ≤ 60, NM104 ≤ 35, Basic/Extended characters)', () => {
  it.each([
    ['José', 'Jose'],
    ['Nuñez-O’Brien', "Nunez-O'Brien"],
    ['Strauß', 'Strauss'],
    ['Łukasz  Øster', 'Lukasz Oster'],
    ['D`Angelo', "D'Angelo"],
    ['Smith–Jones', 'Smith-Jones'],
  ])('%s → %s', (typed, sent) => {
    expect(toX12Name(typed)).toBe(sent);
    expect(isX12Name(typed)).toBe(true);
  });

  it.each(['Ann*', 'Doe~', 'A:B', 'X^Y', '李', '😀', '123', '-Ann'])('refuses %s', (typed) => {
    expect(isX12Name(typed)).toBe(false);
  });

  it('strips the dashes and spaces of a member ID', () => {
    expect(toX12MemberId(' W12-345 678 ')).toBe('W12345678');
  });

  it('names every field a stored request cannot send', () => {
    expect(
      x12Problems({ memberId: 'W1', firstName: 'Jane', lastName: 'Doe', birthDate: '1990-01-02' }),
    ).toEqual([]);
    expect(
      x12Problems({ memberId: 'W', firstName: 'J'.repeat(36), lastName: 'D*', birthDate: '1850-01-01' }),
    ).toEqual(['memberId', 'firstName', 'lastName', 'birthDate']);
  });
});

describe('the eligibility form and route refuse what X12 cannot carry, naming the field', () => {
  it('takes a card as it is printed, accents and dashes included', () => {
    expect(eligibilityCheckBodySchema.parse({ ...body, firstName: 'José' })).toMatchObject({
      memberId: 'W123456789',
      firstName: 'José',
    });
  });

  it.each([
    [{ firstName: 'J'.repeat(36) }, 'firstName: First name must be at most 35 characters'],
    [{ lastName: 'D'.repeat(61) }, 'lastName: Last name must be at most 60 characters'],
    [{ lastName: 'D'.repeat(60) }, null],
    // ß is two letters once spelled in A–Z: 59 + "ss" is 61
    [{ lastName: `${'D'.repeat(59)}ß` }, 'lastName: Last name must be at most 60 characters'],
    [
      { firstName: 'Ann*' },
      'firstName: First name can only contain letters, spaces, hyphens, apostrophes and periods',
    ],
    [{ memberId: 'W' }, 'memberId: Member ID must be at least 2 characters'],
    [{ memberId: 'W'.repeat(81) }, 'memberId: Member ID must be at most 80 characters'],
    [{ memberId: 'W12#45' }, 'memberId: Member ID can only contain letters and numbers'],
    [{ patientBirthDate: '1899-12-31' }, `patientBirthDate: ${INSURANCE_MESSAGES.validDate}`],
  ])('%o → %s', (change, message) => {
    expect(messages(change)[0] ?? null).toBe(message);
  });
});

describe('checkDetailsMessage', () => {
  it('keeps the spec text, then names the fields the payer named', () => {
    expect(checkDetailsMessage([])).toBe(INSURANCE_MESSAGES.confirmInformation);
    expect(checkDetailsMessage(['memberId'])).toBe(
      "Please confirm that the information you've entered is correct. Please check the member ID, exactly as printed on your insurance card.",
    );
    expect(checkDetailsMessage(['memberId', 'name', 'birthDate', 'name'])).toContain(
      'check the member ID, first and last name and date of birth,',
    );
  });
});
