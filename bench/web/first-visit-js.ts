import { gzipSync } from 'node:zlib';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import type { WebPage } from './pages.ts';
import type { StorageState } from './prepared-chrome.ts';
import { failureReason } from './stats.ts';

export interface ScriptFile {
  url: string;
  bytes: number;
  gzipBytes: number;
  /** 0: named by the HTML or imported by those; 1: a lazy chunk (and its imports) asked for by round 0 … */
  round: number | null;
}

export interface FirstVisitJs {
  name: string;
  path: string;
  files: ScriptFile[];
  gzipBytes: number;
  /** How many times the page had to run a script before it knew which chunk to ask for next. */
  lazyRounds: number;
  /** Why the page could not be measured (its state did not hold, the page failed): a FAIL row. */
  error?: string;
}

/** A page to visit, in the state (cookies and localStorage) a prepared browser left, if any. */
export interface FirstVisitTarget extends Pick<WebPage, 'name' | 'path' | 'landmark'> {
  storageState?: StorageState;
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;
const HTML_SCRIPT = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;

const targets = (pattern: RegExp, source: string, base: string) =>
  [...source.matchAll(pattern)].map((match) => new URL(match[1]!, base).href);

/**
 * The round of each downloaded script, read from the built module graph: a static import arrives
 * with its importer (Vite preloads it), every dynamic import a script has to run first is one more
 * round. A script no downloaded file names keeps round null (shown, and counted as a failure).
 */
function assignRounds(html: string, pageUrl: string, bodies: Map<string, string>) {
  const rounds = new Map<string, number>();
  let frontier = targets(HTML_SCRIPT, html, pageUrl);
  for (let round = 0; frontier.length > 0; round += 1) {
    const reached: string[] = [];
    const stack = [...frontier];
    while (stack.length > 0) {
      const url = stack.pop()!;
      if (rounds.has(url) || !bodies.has(url)) continue;
      rounds.set(url, round);
      reached.push(url);
      stack.push(...targets(STATIC_IMPORT, bodies.get(url)!, url));
    }
    frontier = reached.flatMap((url) => targets(DYNAMIC_IMPORT, bodies.get(url)!, url));
  }
  return rounds;
}

/** Counts the page's requests in flight; `quiet` resolves once none has been for `quietMs`. */
function trackNetwork(page: Page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async quiet() {
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100);
    },
  };
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  target: FirstVisitTarget,
): Promise<FirstVisitJs> {
  const pageUrl = `${baseUrl}${target.path}`;
  // A phone, like Lighthouse's mobile run: the same markup asks for the same chunks. A new context
  // has an empty HTTP cache, whatever state it opens with.
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    storageState: target.storageState,
  });
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.js')) requested.add(request.url());
    });
    const network = trackNetwork(page);
    // networkidle: the lazy chunks the first screen pulls in count as part of the visit.
    const response = await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    // A pre-rendered page asks for its scripts only after its first paint (apps/web/src/app/
    // after-first-paint.ts), which a busy machine can hold back past that idle moment: wait for
    // the paint and its two frames, then for the network to be quiet again.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // A string: it runs in the page, whose globals the bench's types (node's) do not declare.
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done))))',
    );
    await network.quiet();
    // The page drew what it was meant to (the state held): its files are that page's.
    await target.landmark?.(page).first().waitFor();
    // Hashed assets never change, so reading them again gives the bytes the page downloaded.
    const bodies = new Map<string, string>();
    for (const url of requested) bodies.set(url, await (await fetch(url)).text());
    const rounds = assignRounds(html, pageUrl, bodies);
    const files = [...bodies].map(([url, body]) => ({
      url,
      bytes: Buffer.byteLength(body),
      gzipBytes: gzipSync(body).length,
      round: rounds.get(url) ?? null,
    }));
    const lazyRounds = files.some((file) => file.round === null)
      ? Number.POSITIVE_INFINITY
      : Math.max(0, ...files.map((file) => file.round ?? 0));
    return {
      name: target.name,
      path: target.path,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      lazyRounds,
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens each page in a fresh context (empty cache) and gzips every JavaScript file it downloads; a
 * page that fails is a row with the reason and no files.
 */
export async function measureFirstVisitJs(
  baseUrl: string,
  targets: FirstVisitTarget[],
): Promise<FirstVisitJs[]> {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const results: FirstVisitJs[] = [];
    for (const target of targets) {
      console.log(`First visit ${target.name}`);
      results.push(
        await measurePage(browser, baseUrl, target).catch((error: unknown) => ({
          name: target.name,
          path: target.path,
          files: [],
          gzipBytes: Number.NaN,
          lazyRounds: Number.NaN,
          error: failureReason(error),
        })),
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}
