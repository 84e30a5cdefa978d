import { z } from 'zod';

/** Field schemas with their user-facing messages, shared by forms and routes. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Must be a valid email address'));

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const zipcodeField = z
  .string({ error: 'Zip code is required' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, 'Zip code must be 5 digits');
