import { PACKET_TYPE_NAMES, type PacketType, packetTypesFor } from '@dme/shared/work-orders/packet-types';
import { searchableWords, type WorkOrderSearch } from '@dme/shared/work-orders/search';

/** Lexemes longer than this would overflow a tsvector entry; no real name word is this long. */
const MAX_WORD_LENGTH = 100;

/** What the search matches against: the lower-cased words of the name and the primary contact. */
export const searchWordsOf = (patientName: string | null, primaryContact: string | null) => [
  ...new Set(searchableWords(patientName, primaryContact).map((word) => word.slice(0, MAX_WORD_LENGTH))),
];

/**
 * The words of a search as a tsquery of prefix terms ("every word is a prefix of some word",
 * spec §5), matched against `array_to_tsvector(search_words)`, whose lexemes are exactly those
 * words, so the GIN index answers precisely the spec's rule.
 */
export const toPrefixTsQuery = (search: WorkOrderSearch) =>
  search.words
    .map((word) => `'${word.slice(0, MAX_WORD_LENGTH).replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`)
    .join(' & ');

/** E-mail when given, otherwise the phone: the dashboard groups a patient's rows by it. */
export const primaryContactOf = (email: string | null, phone: string | null) => email || phone || null;

/** The document icons of a row: what the payer needs for what was ordered, and what is in. */
export function patientPacketTypes(
  order: { verticalName: string; hasCpapCode: boolean; hasOxygenCode: boolean; documentsRequired: boolean },
  uploaded: ReadonlySet<string>,
) {
  const { required, optional } = packetTypesFor(order);
  const describe = (type: PacketType, isRequired: boolean) => ({
    name: PACKET_TYPE_NAMES[type],
    type,
    required: isRequired,
    uploadEnabled: order.documentsRequired,
    uploaded: uploaded.has(type),
  });
  return [...required.map((type) => describe(type, true)), ...optional.map((type) => describe(type, false))];
}

/** "Today" where the provider is, from the time-zone cookie; unknown zones get the earliest one ahead. */
export function todayIn(timeZone: string | undefined, now = new Date()) {
  const fallback = 'Pacific/Kiritimati';
  let zone = fallback;
  try {
    if (timeZone) {
      new Intl.DateTimeFormat('en-CA', { timeZone });
      zone = timeZone;
    }
  } catch {
    zone = fallback;
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A page's rows with each patient's rows together (spec: the dashboard groups by
 * patientPrimaryContact), groups in the order their first row came. Grouping within the page read
 * newest first keeps every row on the page the index gives it; grouping across all of a provider's
 * rows in SQL (a window over 20,000 rows) cost 100+ ms against the 30 ms budget.
 */
export function groupByPrimaryContact<Row extends { patientPrimaryContact: string | null }>(rows: Row[]) {
  const groups = new Map<string, Row[]>();
  rows.forEach((row, index) => {
    const key = row.patientPrimaryContact ?? `\u0000row-${index}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  });
  return [...groups.values()].flat();
}
