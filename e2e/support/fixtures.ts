import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The demo accounts every fresh database holds (DESIGN §6). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_ACCOUNTS = {
  provider: { email: 'provider@demo.test', signInPath: '/providers/signin' },
  ehrProvider: { email: 'ehr.provider@demo.test', signInPath: '/providers/signin' },
  supplier: { email: 'supplier@demo.test', signInPath: '/suppliers/signin' },
  patient: { email: 'patient@demo.test', signInPath: '/patients/signin' },
} as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;

interface Mail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The development outbox, newest first (`/dev/mail.json`). */
export async function readMail(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get('/dev/mail.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Mail[]).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** When the newest message to `to` was written, so that a later wait sees only newer mail. */
export async function newestMailTime(request: APIRequestContext, to: string): Promise<number> {
  const [newest] = await readMail(request, to);
  return newest ? Date.parse(newest.created_at) : 0;
}

/**
 * Waits for a message to `to` newer than `after` (and, if given, one that `isWanted` accepts:
 * other mail to the same address, such as an order's status e-mail, may arrive meanwhile).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  after: number,
  isWanted: (mail: Mail) => boolean = () => true,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        [found] = (await readMail(request, to)).filter(
          (mail) => Date.parse(mail.created_at) > after && isWanted(mail),
        );
        return Boolean(found);
      },
      { message: `a new e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const CODE = /\b(\d{6})\b/;

/**
 * Waits for an e-mailed 6-digit code to `to` newer than `after`: the newest message holding one,
 * whatever other mail (an order's status e-mail) arrives meanwhile.
 */
export async function waitForCode(request: APIRequestContext, to: string, after: number) {
  const mail = await waitForMail(request, to, after, (candidate) => CODE.test(candidate.text));
  return CODE.exec(mail.text)?.[1] ?? '';
}

/**
 * Signs in through the form. A browser the server does not trust yet gets the "Check your email"
 * step: the code is read from the outbox. Resolves once the user has left the sign-in page.
 */
export async function signInThroughUi(
  page: Page,
  request: APIRequestContext,
  { email, password, signInPath }: { email: string; password: string; signInPath: string },
) {
  const after = await newestMailTime(request, email);
  await page.goto(signInPath);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const codeStep = page.getByRole('heading', { name: 'Check your email' });
  await expect(codeStep.or(page.getByText('Logged In!'))).toBeVisible();
  if (await codeStep.isVisible()) {
    const code = await waitForCode(request, email, after);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await expect(page).not.toHaveURL(new RegExp(`${signInPath}$`));
}

/**
 * WCAG 2.2 AA contrast (4.5:1, 3:1 for large text) of what the page shows now, by axe's own rule:
 * one line per text below it. Read once transitions have ended: a dialog fading in is not the
 * colours it settles on.
 */
async function contrastFailures(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const where = new URL(page.url()).pathname;
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${where} ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`,
    ),
  );
}

export const test = base.extend<{ loginAs: (role: DemoRole) => Promise<void> }>({
  loginAs: async ({ page, request }, use) => {
    await use((role) => signInThroughUi(page, request, { ...DEMO_ACCOUNTS[role], password: DEMO_PASSWORD }));
  },
  // Every journey checks the contrast of every screen it looks at (each screenshot it takes) and
  // of the screen it ends on (issue 48 item 8), signed in or out, for every role.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    // axe runs in the page: a journey without script (the server-drawn first visit) has none to run.
    if (!javaScriptEnabled) return use(page);
    const failures = new Set<string>();
    const screenshot = page.screenshot.bind(page);
    page.screenshot = async (options) => {
      for (const failure of await contrastFailures(page)) failures.add(failure);
      return screenshot(options);
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
    for (const failure of await contrastFailures(page)) failures.add(failure);
    expect([...failures], 'texts below WCAG 2.2 AA contrast').toEqual([]);
  },
});

export { expect };
