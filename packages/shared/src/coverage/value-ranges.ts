import { optionalNumber } from '../validation/form-input';

/**
 * The values a number on a work order can have: outside its range it is a typing error (a
 * half-typed "8" for 88 %), never a measurement, so the form and the server refuse it and no
 * coverage rule judges it. The bounds and their sources: docs/decisions/0114-plausible-evidence-values.md.
 */
export interface ValueRange {
  /** The field as its message names it, e.g. "Arterial saturation". */
  label: string;
  /** Written after the value, with its space: " %", " mm Hg"; '' for a count. */
  unit: string;
  min: number;
  max: number;
  isWhole: boolean;
}

const range = (label: string, unit: string, min: number, max: number, isWhole = false): ValueRange => ({
  label,
  unit,
  min,
  max,
  isWhole,
});

export const VALUE_RANGES = {
  /** PaO2 on room air: above the inspired PO2 at sea level (about 150 mm Hg) is not possible. */
  po2: range('PO2', ' mm Hg', 20, 150),
  /** SaO2 or SpO2; oximeters are accurate from 70 % only, and below 50 % no one is tested at home. */
  saturation: range('Arterial saturation', ' %', 50, 100),
  ahiOrRdi: range('AHI or RDI', ' events per hour', 0, 200),
  /** At 200 events an hour (the AHI bound) for 15 hours, longer than any night's recording. */
  eventCount: range('Event count', '', 0, 3_000, true),
  hematocrit: range('Hematocrit', ' %', 10, 80),
  /** 99 months is CMS's "lifetime" (spec §9 default). */
  lengthOfNeed: range('Length of need', ' months', 1, 99, true),
  /** Every CPAP (4–20) and bilevel PAP device (4–25) sold for home use. */
  pressureSetting: range('Pressure setting', ' cm H2O', 4, 25),
  /** A plan's order window around the due date: up to two years either side. */
  planWindowDays: range('Days', '', 0, 730, true),
} as const satisfies Record<string, ValueRange>;

const figure = (value: number) => value.toLocaleString('en-US');

/** The field's message, e.g. "Arterial saturation must be from 50 to 100 %". */
export const rangeMessage = ({ label, unit, min, max, isWhole }: ValueRange) =>
  `${label} must be ${isWhole ? 'a whole number ' : ''}from ${figure(min)} to ${figure(max)}${unit}`;

export const isInRange = ({ min, max, isWhole }: ValueRange, value: number) =>
  value >= min && value <= max && (!isWhole || Number.isInteger(value));

/** A form field of the range: empty is null; anything else not in range gets the range's message. */
export const optionalNumberIn = (valueRange: ValueRange) =>
  optionalNumber(valueRange.min, valueRange.max, rangeMessage(valueRange), valueRange.isWhole);

/** What a rule may judge of a number: the number itself, `null` when absent, `'invalid'` when out of range. */
export type Reading = number | null | 'invalid';

export const readingOf = (valueRange: ValueRange, value: number | null | undefined): Reading =>
  typeof value !== 'number' ? null : isInRange(valueRange, value) ? value : 'invalid';

/** The number when it is in range, else null: for the questions a form asks while values are typed. */
export const validNumberOf = (valueRange: ValueRange, value: number | null | undefined) => {
  const reading = readingOf(valueRange, value);
  return reading === 'invalid' ? null : reading;
};

/** How a verdict names a value out of range: "Arterial saturation 0 % is not a valid value (50–100 %)". */
const invalidValueMessage = ({ label, unit, min, max }: ValueRange, value: number) =>
  `${label} ${figure(value)}${unit} is not a valid value (${figure(min)}–${figure(max)}${unit})`;

/** A verdict's messages for the values out of range among `entries`; an absent value is none of them. */
export const invalidValueMessages = (entries: [ValueRange, number | null | undefined][]) =>
  entries.flatMap(([valueRange, value]) =>
    typeof value === 'number' && !isInRange(valueRange, value)
      ? [invalidValueMessage(valueRange, value)]
      : [],
  );
