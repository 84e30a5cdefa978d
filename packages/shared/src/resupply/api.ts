import { z } from 'zod';
import { isValidUsPhone } from '../validation/phone';

/** The signed values of a resupply e-mail's link (`/resupply?reminder=…&access=…`). */
export const reorderLinkSchema = z.object({
  reminder: z.uuid('This reorder link is not valid.'),
  access: z.string().min(1, 'This reorder link is not valid.').max(80, 'This reorder link is not valid.'),
});

export const reorderReplySchema = z.object({
  itemCount: z.number().int(),
  /** Priced with the plan the payer confirmed today (false: retail prices). */
  insured: z.boolean(),
  /** The status that now prices this session (the browser sends it as `insurance-status-uuid`). */
  insuranceStatusUuid: z.uuid().nullable(),
  /** The work order's vertical: the browser remembers it as a referral code would, so no onboarding opens. */
  productVerticalUuid: z.uuid().nullable(),
});
export type ReorderReply = z.infer<typeof reorderReplySchema>;

/** "Text me when supplies are due": the patient's own number and agreement, through the same link. */
export const smsConsentBodySchema = reorderLinkSchema.extend({
  phone: z.string().refine(isValidUsPhone, 'Enter a valid US mobile number, e.g. (213) 555-0188.'),
  agreed: z.literal(true, 'Tick the box to agree to text messages.'),
});

/** What the patient agrees to (shown beside the checkbox and stored with the consent). */
export const SMS_CONSENT_TEXT =
  'Text me order updates and when my supplies can be replaced. Message and data rates may apply; reply STOP to opt out.';
