import type { SmsSender } from './port';

/** The working default: the message row itself is the delivery, readable at /dev/mail beside e-mail. */
export const localSmsSender: SmsSender = { name: 'local', send: async () => ({ reference: null }) };
