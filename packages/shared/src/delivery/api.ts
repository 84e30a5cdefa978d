import { z } from 'zod';
import { zipcodeField } from '../validation/fields';
import { stateOfZip } from './zip-states';

export const DELIVERY_ROUTES = { estimate: '/api/delivery_estimate' } as const;

/**
 * The time zones a supplier's clock may keep (the states and territories we ship to). The product's
 * own is Los Angeles (the site "ships to Los Angeles"): a supplier keeps it until told otherwise.
 */
export const SUPPLIER_TIME_ZONES = [
  ['America/New_York', 'Eastern (New York)'],
  ['America/Chicago', 'Central (Chicago)'],
  ['America/Denver', 'Mountain (Denver)'],
  ['America/Phoenix', 'Arizona (Phoenix)'],
  ['America/Los_Angeles', 'Pacific (Los Angeles)'],
  ['America/Anchorage', 'Alaska (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii (Honolulu)'],
  ['America/Puerto_Rico', 'Atlantic (Puerto Rico)'],
] as const;
export type SupplierTimeZone = (typeof SUPPLIER_TIME_ZONES)[number][0];
export const PRODUCT_TIME_ZONE: SupplierTimeZone = 'America/Los_Angeles';
const TIME_ZONE_IDS = SUPPLIER_TIME_ZONES.map(([id]) => id) as [SupplierTimeZone, ...SupplierTimeZone[]];

/**
 * A same-day cut-off leaves the courier the rest of the day: between 06:00 and 20:00. Written as
 * "HH:MM" (24-hour), as a time input gives it.
 */
export const CUTOFF_RANGE = { earliest: '06:00', latest: '20:00' } as const;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const deliveryTermsFields = {
  /** Empty or null: the supplier does not deliver the same day. */
  sameDayCutoff: z
    .string({ error: 'Cut-off must be a time such as 14:00, or empty' })
    .trim()
    .nullable()
    .refine((value) => !value || TIME_PATTERN.test(value), 'Cut-off must be a time such as 14:00, or empty')
    .refine(
      (value) =>
        !value ||
        !TIME_PATTERN.test(value) ||
        (value >= CUTOFF_RANGE.earliest && value <= CUTOFF_RANGE.latest),
      'Cut-off must be between 6:00 AM and 8:00 PM',
    )
    .transform((value) => value || null),
  timeZone: z.enum(TIME_ZONE_IDS, { error: 'Choose a time zone from the list' }),
};

/** PUT /api/delivery_estimate: the ZIP code the shop and the cart promise delivery to. */
export const deliveryZipBodySchema = z.object({
  zip: zipcodeField
    .refine((zip) => stateOfZip(zip) !== null, 'Enter a US ZIP code')
    .transform((zip) => zip.slice(0, 5)),
});
export type DeliveryZipBody = z.input<typeof deliveryZipBodySchema>;

/**
 * GET and PUT /api/delivery_estimate. zip_needed: no ZIP code is known for this browser; unserved:
 * no supplier delivers (the cart's items) there; served: the day it would come if ordered now.
 */
export const deliveryEstimateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('zip_needed') }),
  z.object({ status: z.literal('unserved'), zip: z.string() }),
  /** The plan must approve the order first (prior authorisation): no day can be promised yet. */
  z.object({ status: z.literal('awaiting_approval'), zip: z.string() }),
  z.object({
    status: z.literal('served'),
    zip: z.string(),
    deliveryDate: z.string(),
    isSameDay: z.boolean(),
    orderBy: z.string().nullable(),
    timeZone: z.string(),
  }),
]);
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A delivery day (YYYY-MM-DD) as "Thursday, March 12". */
export const formatDeliveryDay = (isoDate: string) => dayFormat.format(new Date(`${isoDate}T12:00:00Z`));

/** A cut-off instant on the supplier's clock, as "2:00 PM PST". */
export const formatCutoff = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));

/** A supplier's "HH:MM" cut-off as "2:00 PM" (the operations console's list). */
export const formatCutoffTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

export const DELIVERY_MESSAGES = {
  /** The marketing promise (spec §1), said where the shop and the cart promise a day. */
  promise: 'Same-day delivery, subject to location and availability',
  zipLabel: 'Your ZIP code',
  check: 'Check delivery',
  change: 'Change',
  sameDay: (zip: string, cutoff: string) =>
    `Same-day delivery to ${zip}: order by ${cutoff} to get it today.`,
  expected: (zip: string, day: string) => `Delivery to ${zip} expected ${day}.`,
  unserved: (zip: string) => `We do not deliver to ${zip} yet.`,
  awaitingApproval: (zip: string) =>
    `Your plan must approve this order before it ships to ${zip}: we will e-mail you its delivery day once it does.`,
  /** The order page (per supplier) and the order e-mail. */
  expectedOn: (day: string, isSameDay: boolean) =>
    `Expected delivery: ${day}${isSameDay ? ' (same-day delivery)' : ''}`,
} as const;
