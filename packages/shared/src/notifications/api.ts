import { z } from 'zod';

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/** The signed values of an e-mail's unsubscribe link (`/unsubscribe?order=…&access=…`) and the channel to stop. */
export const unsubscribeBodySchema = z.object({
  order: z.uuid('This unsubscribe link is not valid.'),
  access: z
    .string()
    .min(1, 'This unsubscribe link is not valid.')
    .max(80, 'This unsubscribe link is not valid.'),
  channel: z.enum(MESSAGE_CHANNELS, 'Choose e-mail or text messages.'),
});

export const unsubscribeReplySchema = z.object({ channel: z.enum(MESSAGE_CHANNELS) });
