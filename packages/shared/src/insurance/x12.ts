/**
 * What an eligibility request (X12 270, 005010X279A1) can carry, checked before it leaves: the
 * clearinghouse turns our JSON into X12, whose elements have fixed lengths and character sets, and
 * refuses (HTTP 400) or lets the payer refuse (AAA 72/73) what does not fit. Sources, in
 * docs/decisions/0108-eligibility-reads-every-documented-answer.md:
 * - NM103 "Name Last" (element 1035): 1–60; NM104 "Name First" (1036): 1–35; NM109 "Identification
 *   Code" (67, the member ID): 2–80; DMG02 date of birth: CCYYMMDD (stedi.com/edi/x12-005010/element/…);
 * - Stedi, "Real-Time Eligibility Check Raw X12" → Character restrictions: only the X12 Basic and
 *   Extended character sets; `~ * : ^` are delimiters and never data; backticks are replaced by `'`.
 */
export const X12_LIMITS = {
  lastName: 60,
  firstName: 35,
  memberIdMin: 2,
  memberIdMax: 80,
} as const;

/** The earliest birth date a CCYYMMDD date of birth is taken for (payers refuse older ones). */
export const X12_EARLIEST_BIRTH_DATE = '1900-01-01';

/** Letters outside Unicode decomposition that have a usual spelling in A–Z. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/**
 * A name as the payer's records spell it: accents dropped (José → Jose), typographic apostrophes,
 * backticks and dashes made plain, runs of spaces made one. Names on insurance cards are printed in
 * A–Z; this is what is sent, and what the length limits are measured on.
 */
export function toX12Name(value: string) {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters, spaces and the punctuation names carry (O'Brien, Smith-Jones, St. John, Jr.). */
const X12_NAME = /^[A-Za-z][A-Za-z .,'-]*$/;

export const isX12Name = (value: string) => X12_NAME.test(toX12Name(value));

/** A member ID as the payer keys it: the card's dashes and spaces dropped. */
export const toX12MemberId = (value: string) => value.trim().replace(/[\s-]/g, '');

const X12_MEMBER_ID = /^[A-Za-z0-9]*$/;
export const isX12MemberId = (value: string) => X12_MEMBER_ID.test(toX12MemberId(value));

/** YYYY-MM-DD → CCYYMMDD (DMG02 with DMG01 D8). */
export const toX12Date = (isoDate: string) => isoDate.replaceAll('-', '');

export type X12Field = 'memberId' | 'firstName' | 'lastName' | 'birthDate';

/**
 * The fields of an eligibility request that cannot be sent as they are, for requests that did not
 * come through the form's schema (a stored status re-checked for a reorder). Empty: it can be sent.
 */
export function x12Problems(request: {
  memberId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}): X12Field[] {
  const problems: X12Field[] = [];
  const memberId = toX12MemberId(request.memberId);
  if (
    !isX12MemberId(memberId) ||
    memberId.length < X12_LIMITS.memberIdMin ||
    memberId.length > X12_LIMITS.memberIdMax
  )
    problems.push('memberId');
  const first = toX12Name(request.firstName);
  if (!isX12Name(first) || first.length > X12_LIMITS.firstName) problems.push('firstName');
  const last = toX12Name(request.lastName);
  if (!isX12Name(last) || last.length > X12_LIMITS.lastName) problems.push('lastName');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.birthDate) || request.birthDate < X12_EARLIEST_BIRTH_DATE)
    problems.push('birthDate');
  return problems;
}
