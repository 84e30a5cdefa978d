import { z } from 'zod';

/**
 * Inputs give '' or undefined for an empty number field. One message for anything that is not a
 * number in range, so a value never gets two messages; negatives are refused, never sign-stripped.
 */
export const optionalNumber = (min: number, max: number, message: string, isWhole = false) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
    (isWhole ? z.int({ error: message }) : z.number({ error: message }))
      .min(min, message)
      .max(max, message)
      .nullable(),
  );

/** The number a field holds as typed, in range or not; null when it is empty or not a number (yet). */
export const typedNumberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const typed = Number(value);
  return Number.isFinite(typed) ? typed : null;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
export const isRealDate = (value: string) =>
  isoDate.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** A calendar date as YYYY-MM-DD, or null for an empty field ('' or absent). */
export const optionalIsoDate = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined ? null : typeof value === 'string' ? value.trim() : value,
    z.string({ error: message }).refine(isRealDate, message).nullable(),
  );
