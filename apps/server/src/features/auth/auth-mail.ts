import type { NewMail } from '../mail/outbox.repo';

/** The e-mails of the accounts area; plain text so every mail client shows them the same. */
export const signInCodeMail = (to: string, code: string): NewMail => ({
  to,
  subject: `Your Carelane sign-in code: ${code}`,
  text: [
    `Your sign-in code is ${code}.`,
    '',
    'It expires in 10 minutes. If you did not try to sign in, please change your password.',
  ].join('\n'),
});

export const passwordResetMail = (to: string, link: string): NewMail => ({
  to,
  subject: 'Reset your Carelane password',
  text: [
    'Someone asked to reset the password of your Carelane account.',
    '',
    `Choose a new password: ${link}`,
    '',
    'The link works once and expires in one hour. If it was not you, ignore this e-mail.',
  ].join('\n'),
});
