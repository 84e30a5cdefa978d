import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadCpuShare, type TraceEvent } from './main-thread-share.ts';
import { failureReason, medianOfEach, reportSlug } from './stats.ts';

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium with the flags the e2e runs use; headless=new renders like a real tab. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every run's full report, to open in the Lighthouse viewer when a figure needs explaining. */
const REPORTS_DIR = resolve(import.meta.dirname, '../.results/lighthouse');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the host for this run (higher is faster): a slow host shows here. */
  benchmarkIndex: number;
  /** Of the page's long main-thread tasks, the share of their time the thread ran (NaN: unknown). */
  mainThreadCpuShare: number;
}

export interface LighthouseTarget {
  name: string;
  path: string;
  /** The pathname the page must end on: ending elsewhere (a sign-in page) fails the run. */
  landsOn: string;
}

export interface LighthousePage {
  name: string;
  path: string;
  /** Every run, so a noisy run shows instead of hiding behind the median. */
  runs: LighthouseFigures[];
  /** null when no run was recorded. */
  median: LighthouseFigures | null;
  /** Why the page has fewer runs than asked for (a failed preparation or run): a FAIL row. */
  error?: string;
}

/**
 * A running Chrome whose profile holds the page's state (prepared-chrome.ts): Lighthouse runs in a
 * new tab of it without resetting storage, after `beforeEachRun` (which empties the HTTP cache).
 */
export interface StatefulChrome {
  port: number;
  beforeEachRun(): Promise<void>;
}

/** Lighthouse's own failure to record a load (e.g. NO_NAVSTART, a lost trace): not the page's. */
class LighthouseRunError extends Error {
  constructor(url: string, message: string) {
    super(`Lighthouse failed on ${url}: ${message}`);
  }
}

const ATTEMPTS_PER_RUN = 3;

/** A run Lighthouse failed to record is run again (Lighthouse's own advice), up to three tries. */
async function auditWithRetries(
  url: string,
  landsOn: string,
  reportName: string,
  chrome: StatefulChrome | undefined,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!chrome) return await inFreshChrome((port) => audit(url, landsOn, reportName, port, false));
      await chrome.beforeEachRun();
      return await audit(url, landsOn, reportName, chrome.port, true);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`${error.message}; running it again`);
    }
  }
}

/** A fresh browser per run: no HTTP cache, no service worker, no cookie from the previous run. */
async function inFreshChrome<Result>(use: (port: number) => Promise<Result>): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    return await use(chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(
  url: string,
  landsOn: string,
  reportName: string,
  port: number,
  keepStorage: boolean,
): Promise<LighthouseFigures> {
  // Lighthouse's defaults: the mobile form factor with simulated (Lantern) throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A prepared profile keeps its cookies and localStorage (and, so, Lighthouse its HTTP cache:
    // the caller empties that before the run).
    disableStorageReset: keepStorage,
  });
  if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.message);
  mkdirSync(REPORTS_DIR, { recursive: true });
  writeFileSync(resolve(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
  const endedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (endedOn !== landsOn) throw new Error(`${url} ended on ${endedOn}, not ${landsOn}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThreadCpuShare: mainThreadCpuShare(artifacts.Trace.traceEvents as TraceEvent[]) ?? Number.NaN,
  };
}

/**
 * Runs Lighthouse `runs` times on each page, one run at a time (parallel runs skew the CPU figures):
 * each in a fresh Chrome, or, given `chrome`, in that prepared one. A page whose run fails keeps
 * the runs it had and the reason (a FAIL row); the next page is measured all the same.
 */
export async function runLighthouse(
  baseUrl: string,
  targets: LighthouseTarget[],
  runs = 3,
  chrome?: StatefulChrome,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const { name, path, landsOn } of targets) {
    const results: LighthouseFigures[] = [];
    let error: string | undefined;
    for (let run = 1; run <= runs && error === undefined; run += 1) {
      console.log(`Lighthouse ${name} (run ${run} of ${runs})`);
      try {
        results.push(
          await auditWithRetries(`${baseUrl}${path}`, landsOn, `${reportSlug(name)}-${run}`, chrome),
        );
      } catch (failure) {
        error = failureReason(failure);
        console.log(`  ${error}`);
      }
    }
    pages.push({ name, path, runs: results, median: medianOfEach(results), ...(error ? { error } : {}) });
  }
  return pages;
}
