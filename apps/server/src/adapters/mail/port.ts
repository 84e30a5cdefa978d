export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers?: Record<string, string> | null;
}

/**
 * Delivers one message. Called only by the outbox dispatcher, never inside a request: senders
 * write to the outbox in their own transaction (DESIGN §8).
 */
export interface MailTransport {
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects to have the dispatcher retry. */
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
