import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadCpuShare, type TraceEvent } from './main-thread-share.ts';

/** Debian's Chromium with the flags the e2e runs use; headless=new renders like a real tab. */
const CHROME_FLAGS = [
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

export interface LighthousePage {
  path: string;
  /** Every run, so a noisy run shows instead of hiding behind the median. */
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

/** The median of the known values (a run's unknown figure is NaN); NaN when none is known. */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure's median on its own, as Lighthouse's own guidance for repeated runs does. */
function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as never;
}

/** Lighthouse's own failure to record a load (e.g. NO_NAVSTART, a lost trace): not the page's. */
class LighthouseRunError extends Error {
  constructor(url: string, message: string) {
    super(`Lighthouse failed on ${url}: ${message}`);
  }
}

const ATTEMPTS_PER_RUN = 3;

/** A run Lighthouse failed to record is run again (Lighthouse's own advice), up to three tries. */
async function auditWithRetries(url: string, reportName: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, reportName);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS_PER_RUN) throw error;
      console.log(`${error.message}; running it again`);
    }
  }
}

async function audit(url: string, reportName: string): Promise<LighthouseFigures> {
  // A fresh browser per run: no HTTP cache, no service worker, no cookie from the previous run.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // Lighthouse's defaults: the mobile form factor with simulated (Lantern) throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError.message);
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(resolve(REPORTS_DIR, `${reportName}.json`), JSON.stringify(lhr));
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
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on each page, one run at a time (parallel runs skew the CPU figures). */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const path of paths) {
    const results: LighthouseFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Lighthouse ${path} (run ${run} of ${runs})`);
      const reportName = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}`;
      results.push(await auditWithRetries(`${baseUrl}${path}`, reportName));
    }
    pages.push({ path, runs: results, median: medianOf(results) });
  }
  return pages;
}
