/** The channels a patient's order messages go by. */
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * What the unsubscribe page and Account Settings say about each channel, in the same words: what
 * it carries, where it goes now, what each button does and what changed.
 */
export const CHANNEL_TEXTS = {
  email: {
    label: 'E-mails',
    carries: 'Order updates and supply reminders about your orders.',
    on: (address: string | null) => (address ? `On: they go to ${address}.` : 'On.'),
    off: 'Off: no order updates or supply reminders by e-mail.',
    stop: 'Stop e-mails',
    stopDoes: 'No more order updates or supply reminders by e-mail.',
    resume: 'Resume e-mails',
    resumeDoes: 'Order updates and supply reminders come by e-mail again.',
    stopped: 'You will get no more order updates or supply reminders by e-mail at this address.',
    resumed: 'E-mails are on again: order updates and supply reminders will come to this address.',
  },
  sms: {
    label: 'Text messages',
    carries: 'A short text when an order moves or supplies are due; the details stay in your e-mail.',
    on: (phone: string | null) => (phone ? `On: they go to ${phone}.` : 'On.'),
    off: 'Off: no text messages.',
    stop: 'Stop text messages',
    stopDoes: 'No more texts at this number.',
    resume: 'Resume text messages',
    resumeDoes: 'Texts come to this number again. Message and data rates may apply; reply STOP to opt out.',
    stopped: 'You will get no more text messages at the number you gave us.',
    resumed: 'Text messages are on again at the number you gave us.',
  },
} as const;

/** Said under the choices: these two kinds of e-mail are not stopped. */
export const ALWAYS_SENT = 'Receipts and sign-in codes still come by e-mail, because you asked for them.';

/** Account Settings' refusals about texts (issue 48 item 2). */
export const ACCOUNT_MESSAGE_TEXTS = {
  noOrders: 'Texts are about your orders: you can choose a number once you have placed an order.',
  noNumber: 'Choose a number for texts first.',
} as const;
