import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, readMail } from '../support/fixtures';

const SUBJECT = 'Your CPAP supplies can be replaced';

/** The demo resupply reminder to the demo patient: written by the first job run after the server starts. */
export async function resupplyMail(request: APIRequestContext) {
  let text = '';
  await expect
    .poll(
      async () => {
        text =
          (await readMail(request, DEMO_ACCOUNTS.patient.email)).find((mail) => mail.subject === SUBJECT)
            ?.text ?? '';
        return text;
      },
      { message: 'the demo resupply e-mail', timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

/** The path and query of the first link in `text` matching `pattern`, to open on the app under test. */
export const pathOf = (text: string, pattern: RegExp) => {
  const url = pattern.exec(text)?.[0];
  if (!url) throw new Error(`No link matching ${pattern} in: ${text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\?\S+/;
