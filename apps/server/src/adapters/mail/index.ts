import type { Config } from '../../config';
import { createLocalMailTransport } from './local';
import type { MailTransport } from './port';

export type { MailTransport, OutgoingMail } from './port';

/** SMTP when SMTP_URL is set (nodemailer, imported only then); the database outbox otherwise. */
export async function createMailTransport(config: Pick<Config, 'SMTP_URL'>): Promise<MailTransport> {
  if (!config.SMTP_URL) return createLocalMailTransport();
  const { createSmtpMailTransport } = await import('./smtp');
  return createSmtpMailTransport(config.SMTP_URL);
}
