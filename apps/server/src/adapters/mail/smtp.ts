import nodemailer from 'nodemailer';
import type { MailTransport } from './port';

/** Any SMTP relay (SES, Postmark, Mailgun, a company server) through one `smtp(s)://user:pass@host:port` URL. */
export function createSmtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
