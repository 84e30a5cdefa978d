import type { MailTransport } from './port';

/**
 * The working default for development and tests: delivery is the outbox row itself, which stays
 * readable at /dev/mail and /dev/mail.json.
 */
export function createLocalMailTransport(): MailTransport {
  return { name: 'local', send: async () => {} };
}
