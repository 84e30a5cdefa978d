import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from './layout-helpers';
import { pathOf, resupplyMail, UNSUBSCRIBE_LINK } from './resupply-mail';

const EMAILS = {
  stop: 'Stop e-mails',
  resume: 'Resume e-mails',
  off: 'Off: no order updates or supply reminders by e-mail.',
  stopped: 'You will get no more order updates or supply reminders by e-mail at this address.',
  resumed: 'E-mails are on again: order updates and supply reminders will come to this address.',
};
const TEXTS = {
  stop: 'Stop text messages',
  resume: 'Resume text messages',
  off: 'Off: no text messages.',
  stopped: 'You will get no more text messages at the number you gave us.',
  resumed: 'Text messages are on again at the number you gave us.',
};

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `test-results/screens/unsubscribe-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

/** Another journey may have stopped a channel already: this one starts from it being on. */
async function startOn(channel: Locator, texts: typeof EMAILS) {
  const resume = channel.getByRole('button', { name: texts.resume });
  await expect(resume.or(channel.getByRole('button', { name: texts.stop }))).toBeVisible();
  if (await resume.isVisible()) {
    await resume.click();
    await expect(channel.getByText(texts.resumed)).toBeVisible();
  }
}

/** Stops the channel, checks the page says so and offers only Resume, also after a reload; resumes. */
async function stopAndResume(page: Page, name: string, texts: typeof EMAILS) {
  const channel = page.getByRole('region', { name, exact: true });
  await startOn(channel, texts);
  await channel.getByRole('button', { name: texts.stop }).click();
  await expect(channel.getByText(texts.stopped)).toBeVisible();
  await expect(channel.getByText(texts.off)).toBeVisible();
  await expect(channel.getByRole('button', { name: texts.stop })).toHaveCount(0);
  await shot(page, `${name === 'E-mails' ? 'email' : 'sms'}-stopped`);

  // Opened again, the page reads what changed: the used button does not come back.
  await page.reload();
  await expect(channel.getByText(texts.off)).toBeVisible();
  await expect(channel.getByRole('button', { name: texts.stop })).toHaveCount(0);
  await channel.getByRole('button', { name: texts.resume }).click();
  await expect(channel.getByText(texts.resumed)).toBeVisible();
  await expect(channel.getByRole('button', { name: texts.resume })).toHaveCount(0);
}

/**
 * The e-mail's unsubscribe link explains itself (issue 48 item 6): what she gets now, where it goes
 * (masked), what each button does, what changed, and the way back.
 */
export function unsubscribeJourneys() {
  test('the unsubscribe page says what it stops, confirms it and offers to resume', async ({
    page,
    request,
  }) => {
    const link = pathOf(await resupplyMail(request), UNSUBSCRIBE_LINK);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Messages about your order', level: 1 })).toBeVisible();
    const emails = page.getByRole('region', { name: 'E-mails', exact: true });
    const texts = page.getByRole('region', { name: 'Text messages', exact: true });
    await expect(emails.getByText('Order updates and supply reminders about your orders.')).toBeVisible();
    await expect(
      texts.getByText(
        'A short text when an order moves or supplies are due; the details stay in your e-mail.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Receipts and sign-in codes still come by e-mail, because you asked for them.'),
    ).toBeVisible();
    await startOn(emails, EMAILS);
    await startOn(texts, TEXTS);
    await expect(emails.getByText('On: they go to p•••@d•••.test.')).toBeVisible();
    await expect(texts.getByText(/^On: they go to \(•••\) •••-\d{4}\.$/)).toBeVisible();
    await expect(emails.getByText('No more order updates or supply reminders by e-mail.')).toBeVisible();
    await expect(texts.getByText('No more texts at this number.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'subscribed');

    await stopAndResume(page, 'E-mails', EMAILS);
    await stopAndResume(page, 'Text messages', TEXTS);
    await shot(page, 'resumed');

    // A forged link opens nothing and offers no button.
    await page.goto(link.replace(/access=\d+\.[\w-]+/, `access=1999999999.${'A'.repeat(43)}`));
    await expect(
      page.getByText('This unsubscribe link is not valid or has expired. Use the link of a newer e-mail.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Stop|Resume/ })).toHaveCount(0);
  });
}
