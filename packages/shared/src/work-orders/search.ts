/** The longest search text the list takes (GET /api/consultations `query`). */
export const WORK_ORDER_SEARCH_MAX_LENGTH = 200;

/** The dashboard search of spec §5: name words as prefixes, plus an optional M/D/YYYY date of birth. */
export interface WorkOrderSearch {
  /** Lower-cased words, each of which must prefix some word of the patient name or primary contact. */
  words: string[];
  /** ISO date (YYYY-MM-DD) the date of birth must equal, when the text held an M/D/YYYY date. */
  dateOfBirth: string | null;
}

const DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;

export function parseWorkOrderSearch(text: string): WorkOrderSearch {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const match = collapsed.match(DATE);
  let dateOfBirth: string | null = null;
  let rest = collapsed;
  if (match) {
    const [whole, month, day, year] = match;
    const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
    const parsed = new Date(`${iso}T00:00:00Z`);
    // An impossible date (2/31/2020) can match nobody; keep it so the search answers nothing.
    dateOfBirth =
      Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? 'invalid' : iso;
    rest = collapsed.replace(whole, ' ');
  }
  const words = rest.toLowerCase().split(/\s+/).filter(Boolean);
  return { words, dateOfBirth };
}

/** Splits a name or contact into the words a search word may prefix. */
export const searchableWords = (...texts: (string | null | undefined)[]) =>
  texts
    .filter((t): t is string => Boolean(t))
    .join(' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

export function matchesWorkOrderSearch(
  search: WorkOrderSearch,
  workOrder: { patientName: string | null; patientPrimaryContact: string | null; patientDob: string | null },
): boolean {
  if (search.dateOfBirth && search.dateOfBirth !== workOrder.patientDob) return false;
  const candidates = searchableWords(workOrder.patientName, workOrder.patientPrimaryContact);
  return search.words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}

export const isSearchActive = (search: WorkOrderSearch) =>
  search.words.length > 0 || search.dateOfBirth !== null;
