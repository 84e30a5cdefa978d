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

/**
 * Someone tried to sign up with an address that already has an account: the signup reply cannot
 * say so (it would reveal who has an account), so the owner is told here instead.
 */
export const signupAttemptMail = (to: string, links: { signIn: string; recovery: string }): NewMail => ({
  to,
  subject: 'Someone tried to create a Carelane account with your e-mail',
  text: [
    'Someone just tried to create a new Carelane account with this e-mail address, but you already have an account.',
    '',
    `If it was you, sign in: ${links.signIn}`,
    `Forgot your password? Reset it: ${links.recovery}`,
    '',
    'If it was not you, you can ignore this e-mail: nothing was changed.',
  ].join('\n'),
});

/** The code that proves a new address of an account: sent to that address, nowhere else. */
export const emailChangeCodeMail = (to: string, code: string): NewMail => ({
  to,
  subject: `Your Carelane code to confirm this e-mail address: ${code}`,
  text: [
    `Your code is ${code}.`,
    '',
    'Enter it in Account Settings to make this the e-mail address of your Carelane account. It expires in 10 minutes.',
    'If you did not ask for this, ignore this e-mail: nothing changes without the code.',
  ].join('\n'),
});

/**
 * Someone asked to move another account to an address that already has one: the reply cannot say
 * so (it would reveal who has an account), so the address's owner is told instead, and no code is sent.
 */
export const emailInUseMail = (to: string, signIn: string): NewMail => ({
  to,
  subject: 'Someone tried to use your e-mail address for another Carelane account',
  text: [
    'Someone asked to make this e-mail address the address of another Carelane account. It already belongs to your account, so it cannot be used for another one, and nothing was changed.',
    '',
    `Your account: ${signIn}`,
  ].join('\n'),
});

/** Tells the old address that the account moved, naming the new one only masked; no health data. */
export const emailChangedMail = (
  to: string,
  change: { maskedNewEmail: string; supportEmail: string },
): NewMail => ({
  to,
  subject: 'The e-mail address of your Carelane account was changed',
  text: [
    `The e-mail address of your Carelane account was changed to ${change.maskedNewEmail}. Messages about your account now go there.`,
    '',
    `If you did not make this change, contact us at once: ${change.supportEmail}.`,
  ].join('\n'),
});
