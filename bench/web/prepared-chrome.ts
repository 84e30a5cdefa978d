import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse.ts';
import type { PageState, WebPage } from './pages.ts';
import { prepareState } from './prepare-state.ts';

/** Playwright's storage state (cookies and localStorage), to open the same state elsewhere. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A phone's screen while the state is prepared: the shop draws its phone layout. */
const PHONE_VIEWPORT = { width: 390, height: 844 };
const STEP_TIMEOUT_MS = 30_000;

export interface PreparedChrome {
  /** Chrome's debugging port, for Lighthouse. */
  port: number;
  /** The cookies and localStorage the preparation left, for the first-visit measurement. */
  storageState: StorageState;
  /** Empties the HTTP cache (disk and memory) as Lighthouse's own storage reset does, nothing else. */
  clearHttpCache(): Promise<void>;
  /** Opens each page in a new tab and waits for its landmark: the state still holds. */
  checkPages(pages: WebPage[]): Promise<void>;
  close(): Promise<void>;
}

/** Playwright on the running Chrome, over CDP, in its default (the profile's own) context. */
async function connect<Result>(port: number, use: (context: BrowserContext) => Promise<Result>) {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chrome has no default context');
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return await use(context);
  } finally {
    // Disconnects; Chrome and its profile's pages stay (connected, not launched, by Playwright).
    await browser.close();
  }
}

async function checkPagesIn(context: BrowserContext, baseUrl: string, pages: WebPage[]) {
  const tab = await context.newPage();
  try {
    await tab.setViewportSize(PHONE_VIEWPORT);
    for (const page of pages) {
      await tab.goto(`${baseUrl}${page.path}`);
      await page.landmark?.(tab).first().waitFor();
    }
  } finally {
    await tab.close();
  }
}

/**
 * Chrome as Lighthouse runs it, on a profile of its own (a new user-data-dir), brought into `state`
 * by Playwright connected over CDP to that same Chrome, then left alone for Lighthouse, which runs
 * with disableStorageReset so the cookies and localStorage stay.
 */
export async function launchPreparedChrome(
  baseUrl: string,
  state: PageState,
  pages: WebPage[],
): Promise<PreparedChrome> {
  const userDataDir = mkdtempSync(join(tmpdir(), `bench-chrome-${state}-`));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  });
  const close = async () => {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    const storageState = await connect(chrome.port, async (context) => {
      const tab = await context.newPage();
      await tab.setViewportSize(PHONE_VIEWPORT);
      await prepareState(tab, baseUrl, state);
      await tab.close();
      await checkPagesIn(context, baseUrl, pages);
      return context.storageState();
    });
    return {
      port: chrome.port,
      storageState,
      clearHttpCache: () =>
        connect(chrome.port, async (context) => {
          const tab = context.pages()[0] ?? (await context.newPage());
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Network.clearBrowserCache');
          // Toggling the cache off evicts the memory cache too (Lighthouse's clearBrowserCaches).
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
          await cdp.detach();
        }),
      checkPages: (checked) => connect(chrome.port, (context) => checkPagesIn(context, baseUrl, checked)),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
