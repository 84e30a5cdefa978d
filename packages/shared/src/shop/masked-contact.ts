import { phoneDigits } from '../validation/phone';

/**
 * What stands for the hidden characters: always three, whatever their number, so the masked form
 * does not tell the length of what it hides.
 */
export const MASK = '•••';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first character a person would see (a letter with its accents, an emoji), then the mask; a
 * part of one character is masked whole, since showing it would show all of it.
 */
function firstThenMask(part: string) {
  const [first, second] = graphemes.segment(part);
  return first && second ? `${first.segment}${MASK}` : MASK;
}

/**
 * A patient's e-mail as a page may show it before the person has proven it (issue 45 item 3):
 * "emily.carter@demo.test" → "e•••@d•••.test". The first character of the address and of its
 * domain, and the domain's last label: enough for the patient to recognise their address, not
 * enough for anyone else to write to it. Subdomains and a "+tag" are hidden with the rest. Null
 * when there is none; an address of another shape is masked whole.
 */
export function maskEmail(value: string | null | undefined): string | null {
  const email = value?.trim();
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (at < 0 || !local || labels.some((label) => !label)) return MASK;
  const topLevel = labels.length > 1 ? `.${labels.at(-1)}` : '';
  return `${firstThenMask(local)}@${firstThenMask(labels[0] ?? '')}${topLevel}`;
}

/**
 * A patient's phone as a page may show it before the person has proven it: "(213) 555-0177" →
 * "(•••) •••-0177", the last four digits of a 10-digit US number (what a bank or carrier shows).
 * Null when there is none; a number of another shape shows no digit.
 */
export function maskPhone(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const digits = phoneDigits(value);
  return `(${MASK}) ${MASK}-${digits.length === 10 ? digits.slice(-4) : MASK}`;
}
