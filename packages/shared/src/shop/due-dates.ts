/** Spec patient §5/§9: the next 8 month-ends, plus "I already gave birth" (a date 100 years ago). */
export const DUE_DATE_MONTHS = 8;
export const ALREADY_GAVE_BIRTH_LABEL = 'I already gave birth';

export interface DueDateOption {
  /** YYYY-MM-DD, as PUT /api/patients/update takes it. */
  value: string;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, monthIndex: number, day: number) =>
  `${year}-${pad(monthIndex + 1)}-${pad(day)}`;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Month-ends from the current month on, in the caller's calendar (`now` passed in for tests). */
export function dueDateOptions(now: Date): DueDateOption[] {
  const year = now.getFullYear();
  const month = now.getMonth();
  const months = Array.from({ length: DUE_DATE_MONTHS }, (_, offset) => {
    // Day 0 of the following month is the last day of this one.
    const end = new Date(year, month + offset + 1, 0);
    return {
      value: isoDate(end.getFullYear(), end.getMonth(), end.getDate()),
      label: `${MONTHS[end.getMonth()]} ${end.getFullYear()}`,
    };
  });
  return [...months, { value: alreadyGaveBirthDate(now), label: ALREADY_GAVE_BIRTH_LABEL }];
}

export function alreadyGaveBirthDate(now: Date): string {
  const past = new Date(now.getFullYear() - 100, now.getMonth(), now.getDate());
  return isoDate(past.getFullYear(), past.getMonth(), past.getDate());
}
