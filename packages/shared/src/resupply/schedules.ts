/**
 * How often Medicare pays to replace each PAP supply: the "usual maximum quantity" table of the
 * Positive Airway Pressure (PAP) Devices for the Treatment of Obstructive Sleep Apnea LCD (L33718)
 * and its policy article A52467. The numbers were not read from the policy text itself: they are
 * the curated values of the reference catalogue (`usualReplacementFrequency`, flagged unverified
 * there, see /work/shared/data/SOURCES.md §1), so every row says `verified: false` until someone
 * checks it against the current article. Other payers often follow the same table.
 */
export interface ReplacementSchedule {
  hcpcsCode: string;
  /** What the patient calls it (never shown in a text message: a lock screen may show it). */
  name: string;
  /** `allowance` units per `months` months. */
  allowance: number;
  months: number;
  source: string;
  /** True only once the value was read in the policy text named by `source`. */
  verified: boolean;
}

const PAP_SOURCE = 'CMS LCD L33718 / policy article A52467, PAP supplies usual maximum quantity table';

const row = (hcpcsCode: string, name: string, allowance: number, months: number): ReplacementSchedule => ({
  hcpcsCode,
  name,
  allowance,
  months,
  source: PAP_SOURCE,
  verified: false,
});

export const REPLACEMENT_SCHEDULES: readonly ReplacementSchedule[] = [
  row('A7027', 'Combination oral/nasal mask', 1, 3),
  row('A7028', 'Oral cushion for combination mask', 2, 1),
  row('A7029', 'Nasal pillows for combination mask', 2, 1),
  row('A7030', 'Full face mask', 1, 3),
  row('A7031', 'Full face mask cushion', 1, 1),
  row('A7032', 'Nasal mask cushion', 2, 1),
  row('A7033', 'Nasal pillows', 2, 1),
  row('A7034', 'Nasal mask', 1, 3),
  row('A7035', 'Headgear', 1, 6),
  row('A7036', 'Chinstrap', 1, 6),
  row('A7037', 'Tubing', 1, 3),
  row('A4604', 'Heated tubing', 1, 3),
  row('A7038', 'Disposable filter', 2, 1),
  row('A7039', 'Non-disposable filter', 1, 6),
  row('A7046', 'Humidifier water chamber', 1, 6),
];

const BY_CODE = new Map(REPLACEMENT_SCHEDULES.map((schedule) => [schedule.hcpcsCode, schedule]));

export const scheduleOf = (hcpcsCode: string) => BY_CODE.get(hcpcsCode);
