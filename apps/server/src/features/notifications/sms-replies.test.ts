import { describe, expect, it } from 'vitest';
import { smsReplyIntent } from './sms-replies';

describe('what a text back means', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit', 'Revoke', 'OPTOUT'])(
    '%j opts out',
    (body) => expect(smsReplyIntent(body)).toBe('opt_out'),
  );

  it.each(['START', 'yes', 'Unstop!'])('%j opts back in', (body) => {
    expect(smsReplyIntent(body)).toBe('opt_in');
  });

  it.each(['Please stop texting me', 'STOP IT', 'thanks', '', 'HELP'])('%j is not a keyword', (body) => {
    expect(smsReplyIntent(body)).toBeNull();
  });

  it("follows the kind Twilio's Advanced Opt-Out matched, a custom keyword included", () => {
    expect(smsReplyIntent('NO MORE', 'STOP')).toBe('opt_out');
    expect(smsReplyIntent('SUBSCRIBE', 'START')).toBe('opt_in');
    expect(smsReplyIntent('INFO', 'HELP')).toBeNull();
  });
});
