/**
 * What a patient's text back means. Twilio's default opt-out keywords (STOP, STOPALL, UNSUBSCRIBE,
 * CANCEL, END, QUIT, and REVOKE and OPTOUT since the FCC's 2025 revocation rule) and opt-in keywords
 * (START, YES, UNSTOP) count only as the whole message, in any case, as Twilio matches them. Twilio's
 * Advanced Opt-Out also names the kind it matched (`OptOutType`, which covers keywords an account
 * adds), and that wins.
 */
export type SmsReplyIntent = 'opt_out' | 'opt_in';

const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);
const OPT_OUT_TYPES: Record<string, SmsReplyIntent> = { STOP: 'opt_out', START: 'opt_in' };

export function smsReplyIntent(body: string, optOutType?: string): SmsReplyIntent | null {
  const declared = optOutType ? OPT_OUT_TYPES[optOutType.toUpperCase()] : undefined;
  if (declared) return declared;
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if (OPT_OUT.has(word)) return 'opt_out';
  if (OPT_IN.has(word)) return 'opt_in';
  return null;
}
