export interface OutgoingSms {
  /** E.164, e.g. +14155550123. */
  to: string;
  body: string;
}

/**
 * Sends one text message. Called only by the `sms.deliver` job, never inside a request: senders
 * write the message row and its job in their own transaction.
 */
export interface SmsSender {
  readonly name: string;
  /** Resolves with the provider's message id once accepted; rejects to have the job retried. */
  send(sms: OutgoingSms): Promise<{ reference: string | null }>;
}

/** The carrier refuses texts to this number because its owner replied STOP (Twilio error 21610). */
export class SmsRecipientOptedOutError extends Error {
  constructor() {
    super('the recipient replied STOP');
    this.name = 'SmsRecipientOptedOutError';
  }
}
