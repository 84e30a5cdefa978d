import { z } from 'zod';
import { isValidUsPhone } from '../validation/phone';
import { DISPLAY_STATUSES } from '../work-orders/display-status';

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
  /**
   * Set when the reminder already became an order (issue 45): the link then fills no cart and says
   * when it was reordered and how that order stands — nothing more of it.
   */
  reordered: z.object({ orderedAt: z.iso.datetime(), status: z.enum(DISPLAY_STATUSES) }).nullable(),
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

/** A YYYY-MM-DD day as the patient reads it ("March 3, 2027"). */
export const formatDueDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

export const RESUPPLY_DUE_MESSAGES = {
  /** Why an insured order of supplies is refused before their replacement interval ends. */
  notYetDue: (due: readonly { title: string; dueOn: string }[]) => {
    const [only] = due;
    return due.length === 1 && only
      ? `Your plan pays for a new ${only.title} from ${formatDueDay(only.dueOn)}: the one ordered before is not due for replacement yet.`
      : `Your plan pays to replace these supplies again from: ${due
          .map((item) => `${item.title} on ${formatDueDay(item.dueOn)}`)
          .join('; ')}. The ones ordered before are not due for replacement yet.`;
  },
  alreadyReordered: 'These supplies were already reordered from this e-mail.',
} as const;
