import { z } from 'zod';
import { US_STATE_CODES } from '../validation/us-states';

/**
 * A supplier's service area: whole states, plus ZIP codes or ZIP prefixes (3 to 5 digits) anywhere.
 * A state-licensed mail-order supplier lists states; a local supplier that delivers only around
 * its warehouse lists the prefixes of the areas it reaches ("900", "9021", "90210").
 */
export interface ServiceArea {
  states: readonly string[];
  zipPrefixes: readonly string[];
}

export const ZIP_PREFIX_PATTERN = /^\d{3,5}$/;

/** Whether a destination lies in the area: its state is served whole, or its ZIP starts with a prefix. */
export function servesDestination(area: ServiceArea, destination: { state: string; postalCode: string }) {
  const zip = destination.postalCode.trim().slice(0, 5);
  return (
    area.states.includes(destination.state.toUpperCase()) ||
    area.zipPrefixes.some((prefix) => zip.startsWith(prefix))
  );
}

/** Typed or pasted ZIP prefixes ("900, 90210 94103") as a sorted list without repeats. */
export const parseZipPrefixes = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))].sort();

export const serviceAreaFields = {
  serviceStates: z.array(z.enum(US_STATE_CODES, { error: 'Choose states from the list' })).max(60),
  serviceZipPrefixes: z
    .array(z.string().trim().regex(ZIP_PREFIX_PATTERN, 'ZIP codes must be 3 to 5 digits'))
    .max(500, 'At most 500 ZIP codes'),
};

/** An area that serves nowhere would silently receive no orders: at least one state or ZIP. */
export const hasServiceArea = (value: { serviceStates: unknown[]; serviceZipPrefixes: unknown[] }) =>
  value.serviceStates.length + value.serviceZipPrefixes.length > 0;
export const SERVICE_AREA_REQUIRED = 'Choose at least one state or ZIP code';
