import type { Config } from '../../config';
import { createLocalMailTransport } from './local';
import type { MailTransport } from './port';
import { createSmtpMailTransport } from './smtp';

export type { MailTransport, OutgoingMail } from './port';

export function createMailTransport(config: Pick<Config, 'SMTP_URL'>): MailTransport {
  return config.SMTP_URL ? createSmtpMailTransport(config.SMTP_URL) : createLocalMailTransport();
}
