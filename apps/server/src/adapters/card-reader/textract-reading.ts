import type { Block, Query } from '@aws-sdk/client-textract';
import { eligibilityCheckBodySchema } from '@dme/shared/insurance/api';
import type { CardReading } from './port';

/**
 * The questions asked of every card (Textract Queries, at most 15 per page). Dependants' cards
 * print both the member and the subscriber; the member is the patient, so it is asked first.
 */
export const CARD_QUERIES = [
  { Alias: 'MEMBER_ID', Text: 'What is the member ID?' },
  { Alias: 'MEMBER_NAME', Text: 'What is the member name?' },
  { Alias: 'SUBSCRIBER_NAME', Text: 'What is the subscriber name?' },
  { Alias: 'BIRTH_DATE', Text: 'What is the date of birth?' },
  { Alias: 'INSURANCE_COMPANY', Text: 'What is the insurance company name?' },
  { Alias: 'PLAN_NAME', Text: 'What is the health plan name?' },
] as const satisfies readonly Query[];

type QueryAlias = (typeof CARD_QUERIES)[number]['Alias'];

/**
 * Answers below this confidence (Textract scores 0–100) are left for the patient to type: the
 * prefilled form is rarely re-read, and a wrong member ID turns into an "inactive" eligibility result.
 */
export const MIN_ANSWER_CONFIDENCE = 80;

/** The best answer to each query at or above `minConfidence`, by alias. */
export function findQueryAnswers(blocks: Block[], minConfidence = MIN_ANSWER_CONFIDENCE) {
  const byId = new Map(blocks.map((block) => [block.Id, block]));
  const answers = new Map<string, { text: string; confidence: number }>();
  for (const block of blocks) {
    const alias = block.BlockType === 'QUERY' ? block.Query?.Alias : undefined;
    if (!alias) continue;
    const ids = (block.Relationships ?? [])
      .filter((link) => link.Type === 'ANSWER')
      .flatMap((link) => link.Ids ?? []);
    for (const id of ids) {
      const result = byId.get(id);
      const text = result?.BlockType === 'QUERY_RESULT' ? result.Text?.trim() : undefined;
      const confidence = result?.Confidence ?? 0;
      if (!text || confidence < minConfidence) continue;
      if (confidence > (answers.get(alias)?.confidence ?? -1)) answers.set(alias, { text, confidence });
    }
  }
  return new Map([...answers].map(([alias, answer]) => [alias, answer.text]));
}

// Textract sometimes includes the printed label in the answer ("ID: W123", "MEMBER: JANE DOE").
const MEMBER_ID_LABEL =
  /^(?:(?:member|subscriber)\s*)?(?:id|identification)(?:\s*(?:no\.?|number))?\s*(?:[:#]\s*|\s+)|^#\s*/i;

/**
 * A member ID as the details form takes it: spaces removed, upper case, dashes kept (the form
 * strips them on submit). An answer without a digit is a misread label, not an ID.
 */
export function normaliseMemberId(printed: string): string | undefined {
  const id = printed.trim().replace(MEMBER_ID_LABEL, '').replace(/\s+/g, '').toUpperCase();
  const isPlausible = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/.test(id) && /\d/.test(id);
  return isPlausible && eligibilityCheckBodySchema.shape.memberId.safeParse(id).success ? id : undefined;
}

const NAME_LABEL = /^(?:(?:member|subscriber|patient|enrollee|insured)(?:\s+name)?|name)\b\s*[:#-]?\s*/i;
const NAME_SUFFIX = /^(?:jr|sr|ii|iii|iv|v)\.?$/i;
// Family names that start with a particle ("DE LA CRUZ", "VAN DYKE") take the particle along.
const SURNAME_PARTICLES = new Set(['da', 'de', 'del', 'della', 'der', 'di', 'du', 'la', 'le', 'van', 'von']);
const NAME_TEXT = /^[\p{L}][\p{L}' .,-]*$/u;

const withoutSuffixes = (words: string[]) => {
  const kept = [...words];
  while (kept.length > 1 && NAME_SUFFIX.test(kept.at(-1) ?? '')) kept.pop();
  return kept;
};

/**
 * Splits a printed full name: "DOE, JANE M" (family name first) or "JANE M DOE"; middle names
 * and initials and generational suffixes are left out, as the eligibility check takes neither.
 */
export function splitFullName(printed: string): { firstName: string; lastName: string } | undefined {
  const text = printed.trim().replace(NAME_LABEL, '').replace(/\s+/g, ' ').trim();
  if (!NAME_TEXT.test(text)) return undefined;
  const words = (part: string | undefined) => (part ?? '').split(' ').filter((word) => /\p{L}/u.test(word));
  const [family, given] = text.split(',');
  if (given !== undefined) {
    const firstName = words(given)[0];
    const lastName = withoutSuffixes(words(family)).join(' ');
    return firstName && lastName ? { firstName, lastName } : undefined;
  }
  const all = withoutSuffixes(words(text));
  if (all.length < 2) return undefined;
  const particle = all.findIndex(
    (word, index) => index > 0 && index < all.length - 1 && SURNAME_PARTICLES.has(word.toLowerCase()),
  );
  const firstName = all[0] ?? '';
  const lastName = particle > 0 ? all.slice(particle).join(' ') : (all.at(-1) ?? '');
  return { firstName, lastName };
}

const DATE_LABEL = /^(?:dob|d\.o\.b\.|date\s+of\s+birth|birth\s*date)\s*[:#]?\s*/i;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const EARLIEST_BIRTH_YEAR = 1900;

/** 1–12 for a month's name or its abbreviation ("Apr", "SEPT"); NaN for anything else. */
const monthNumber = (name: string | undefined) => {
  const word = (name ?? '').toLowerCase();
  const index = MONTHS.findIndex((month) => word.length >= 3 && month.startsWith(word));
  return index < 0 ? Number.NaN : index + 1;
};

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A two-digit year is the latest century that keeps the birth date out of the future. */
const fullYear = (year: string | undefined, month: number, day: number, today: string) => {
  const value = Number(year);
  if (year?.length !== 2) return value;
  return isoDate(2000 + value, month, day) <= today ? 2000 + value : 1900 + value;
};

/**
 * A printed birth date (MM/DD/YYYY, M/D/YY, YYYY-MM-DD, "Apr 12, 1985", "12 APR 1985") as
 * YYYY-MM-DD; nothing when it is not a real date, is in the future or is before 1900.
 */
export function normaliseBirthDate(printed: string, today: string): string | undefined {
  const text = printed.trim().replace(DATE_LABEL, '');
  const parts = (() => {
    const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
    if (yearFirst) return { year: yearFirst[1], month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
    const monthFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
    if (monthFirst) return { year: monthFirst[3], month: Number(monthFirst[1]), day: Number(monthFirst[2]) };
    const monthName = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text);
    if (monthName) return { year: monthName[3], month: monthNumber(monthName[1]), day: Number(monthName[2]) };
    const dayFirst = /^(\d{1,2})[\s-]([a-z]{3,9})\.?[\s-](\d{2}|\d{4})$/i.exec(text);
    if (dayFirst) return { year: dayFirst[3], month: monthNumber(dayFirst[2]), day: Number(dayFirst[1]) };
    return undefined;
  })();
  if (!parts) return undefined;
  const year = fullYear(parts.year, parts.month, parts.day, today);
  if (year < EARLIEST_BIRTH_YEAR || !isRealDate(year, parts.month, parts.day)) return undefined;
  const date = isoDate(year, parts.month, parts.day);
  return date <= today ? date : undefined;
}

// The contact request keeps at most 200 characters of a carrier name.
const MAX_CARRIER_NAME_LENGTH = 200;

/**
 * The carrier as printed, spacing tidied: the details form matches it by name (ignoring case)
 * against the carrier list, and the contact form passes it on to support when nothing matches.
 */
export function normaliseCarrierName(printed: string): string | undefined {
  const name = printed.replace(/\s+/g, ' ').trim();
  return name.length >= 2 && name.length <= MAX_CARRIER_NAME_LENGTH && /\p{L}/u.test(name) ? name : undefined;
}

// Covered California is the state's exchange; its cards print "Covered California" or "CoveredCA.com".
// Kept narrow on purpose: a match sends the patient straight to the contact form, while a miss
// is still caught by the eligibility check's plan description.
const COVERED_CALIFORNIA = /covered\s*-?\s*california|coveredca\b/i;

/** Whether any printed line names Covered California. */
export const mentionsCoveredCalifornia = (blocks: Block[]) =>
  blocks.some((block) => block.BlockType === 'LINE' && COVERED_CALIFORNIA.test(block.Text ?? ''));

/**
 * What an AnalyzeDocument reply says about the card. `today` (YYYY-MM-DD) keeps future birth
 * dates out. Fields that are missing, unsure or implausible are left out for the patient to type.
 */
export function cardReadingFromBlocks(blocks: Block[], today: string): CardReading {
  const answers = findQueryAnswers(blocks);
  // The first query, in order of preference, whose answer is usable.
  const firstOf = <T>(aliases: QueryAlias[], read: (text: string) => T | undefined) => {
    for (const alias of aliases) {
      const text = answers.get(alias);
      const value = text === undefined ? undefined : read(text);
      if (value !== undefined) return value;
    }
    return undefined;
  };

  const name = firstOf(['MEMBER_NAME', 'SUBSCRIBER_NAME'], splitFullName);
  const fields: CardReading['fields'] = {
    memberId: firstOf(['MEMBER_ID'], normaliseMemberId),
    firstName: name?.firstName,
    lastName: name?.lastName,
    carrierName: firstOf(['INSURANCE_COMPANY', 'PLAN_NAME'], normaliseCarrierName),
    birthDate: firstOf(['BIRTH_DATE'], (text) => normaliseBirthDate(text, today)),
  };
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    isACoveredCaliforniaPlan: mentionsCoveredCalifornia(blocks),
  };
}
