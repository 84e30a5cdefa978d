import { z } from 'zod';
import { smsConsentBodySchema } from '../resupply/api';
import { MESSAGE_CHANNELS } from './texts';

export { MESSAGE_CHANNELS };

/** The signed values of an e-mail's unsubscribe link (`/unsubscribe?order=…&access=…`) and the channel to stop. */
export const unsubscribeBodySchema = z.object({
  order: z.uuid('This unsubscribe link is not valid.'),
  access: z
    .string()
    .min(1, 'This unsubscribe link is not valid.')
    .max(80, 'This unsubscribe link is not valid.'),
  channel: z.enum(MESSAGE_CHANNELS, 'Choose e-mail or text messages.'),
});

/** The signed values of an unsubscribe link alone: what its page reads first. */
export const unsubscribeLinkSchema = unsubscribeBodySchema.omit({ channel: true });

/**
 * What messages go where, and whether each channel is on. Through an e-mail's link the address and
 * number are masked (a forwarded e-mail must not hand them out); in Account Settings they are the
 * signed-in patient's own, in full.
 */
export const subscriptionsSchema = z.object({
  email: z.object({ address: z.string().nullable(), subscribed: z.boolean() }),
  sms: z.object({ phone: z.string().nullable(), subscribed: z.boolean() }),
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

/** The unsubscribe and resubscribe replies: the channel changed, and where things stand now. */
export const subscriptionChangeReplySchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  subscriptions: subscriptionsSchema,
});
export type SubscriptionChange = z.infer<typeof subscriptionChangeReplySchema>;

/** Account Settings' "Messages": the same choices, plus whether any order exists to text about. */
export const messagePreferencesSchema = subscriptionsSchema.extend({ hasOrders: z.boolean() });
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/** PUT /api/account/messages: turn one channel on or off. */
export const messagePreferenceBodySchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS, 'Choose e-mail or text messages.'),
  subscribed: z.boolean(),
});

/** PUT /api/account/messages/sms_phone: the number texts go to, with her agreement (as on the reorder page). */
export const smsPhoneBodySchema = smsConsentBodySchema.pick({ phone: true, agreed: true });
