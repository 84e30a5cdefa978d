import type { Config } from '../../config';
import { localSmsSender } from './local';
import type { SmsSender } from './port';
import { createTwilioSmsSender } from './twilio';

export { type OutgoingSms, SmsRecipientOptedOutError, type SmsSender } from './port';

export function createSmsSender(
  config: Pick<Config, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM'>,
): SmsSender {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  return accountSid && authToken && from
    ? createTwilioSmsSender({ accountSid, authToken, from })
    : localSmsSender;
}
