// The web budgets of DESIGN §9 and issue 46: Lighthouse on a phone, the JavaScript of a first
// visit, and Interaction to Next Paint, on every entry page, public and signed in.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RunningServer } from '../lib/servers.ts';
import { printTable } from '../lib/table.ts';
import { type FirstVisitJs, type FirstVisitTarget, measureFirstVisitJs } from './first-visit-js.ts';
import { pageFaultMicroseconds } from './host-memory.ts';
import { CPU_SLOWDOWN, type InpResults, measureInp } from './inp.ts';
import { type LighthouseFigures, type LighthousePage, runLighthouse } from './lighthouse.ts';
import { type PageState, WEB_PAGES, type WebPage } from './pages.ts';
import { launchPreparedChrome, type StorageState } from './prepared-chrome.ts';
import { failureReason } from './stats.ts';

/** Runs per page, and of the INP journey (BENCH_LIGHTHOUSE_RUNS, default 3). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * BENCH_WEB_PAGES: measure only the pages whose name contains one of these comma-separated words
 * (and skip the taps unless one is "taps"), to look at one page while working on it. A partial run
 * is never the proof of the budgets: its table says so.
 */
const PAGE_FILTER = process.env.BENCH_WEB_PAGES?.split(',').map((word) => word.trim()) ?? null;
const MEASURED_PAGES =
  PAGE_FILTER === null
    ? WEB_PAGES
    : WEB_PAGES.filter((page) => PAGE_FILTER.some((word) => page.name.includes(word)));
const MEASURES_TAPS = PAGE_FILTER === null || PAGE_FILTER.includes('taps');
const STATES: PageState[] = ['patient', 'provider', 'supplier', 'admin'];

const BUDGET = {
  performance: 95,
  otherCategories: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /** Lazy chunks may be asked for once the entry script runs, never by another lazy chunk. */
  lazyRounds: 1,
  /** Each tap answered by its next paint within this (INP "good"). */
  inpMs: 200,
};

export interface WebResults {
  firstVisitJs: (FirstVisitJs & { budgetBytes: number | null; pass: boolean })[];
  lighthouse: (LighthousePage & { pass: boolean })[];
  /** null: a partial run (BENCH_WEB_PAGES) that left the taps out. */
  inp: (InpResults & { pass: boolean }) | null;
  /** A partial run measured only some pages: it proves nothing about the rest. */
  partial: boolean;
  /** What a page fault cost the host just before the Lighthouse runs (see host-memory.ts). */
  hostPageFaultUs: number;
  pass: boolean;
}

type StartAppServer = (env: NodeJS.ProcessEnv) => Promise<RunningServer>;

const kB = (bytes: number) => `${Number((bytes / 1000).toFixed(1))} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 16 ? '<16 ms' : `${Math.round(value)} ms`);
const verdict = (pass: boolean, error?: string) => (pass ? 'PASS' : error ? 'FAIL (see below)' : 'FAIL');
const byPageOrder = <Row extends { name: string }>(rows: Row[]) =>
  MEASURED_PAGES.flatMap((page) => rows.filter((row) => row.name === page.name));

function lighthousePass({ median, error }: LighthousePage) {
  return (
    error === undefined &&
    median !== null &&
    median.performance >= BUDGET.performance &&
    median.lcpMs <= BUDGET.lcpMs &&
    median.tbtMs <= BUDGET.tbtMs &&
    median.cls <= BUDGET.cls &&
    Math.min(median.accessibility, median.bestPractices, median.seo) >= BUDGET.otherCategories
  );
}

const judgeVisit = (page: WebPage) => (visit: FirstVisitJs) => {
  const budgetBytes = page.jsBudgetBytes;
  const pass =
    visit.error === undefined &&
    (budgetBytes === null || visit.gzipBytes <= budgetBytes) &&
    visit.lazyRounds <= BUDGET.lazyRounds;
  return { ...visit, budgetBytes, pass };
};

/**
 * The pages that need a state, one prepared Chrome per state (prepared-chrome.ts): a patient who
 * redeemed a code and holds an insured cart of two, a signed-in provider, supplier and admin.
 *
 * Each run is a returning visit: the profile keeps its cookies and localStorage (Lighthouse's
 * disableStorageReset), while the HTTP cache is emptied before every run, as Lighthouse does for
 * the public pages' first visits, so every row downloads all it runs and the rows compare.
 */
async function measureStatefulPages(baseUrl: string) {
  const lighthouse: LighthousePage[] = [];
  const storageStates = new Map<PageState, StorageState>();
  const preparationErrors = new Map<PageState, string>();
  for (const state of STATES) {
    const pages = MEASURED_PAGES.filter((page) => page.state === state);
    if (pages.length === 0) continue;
    console.log(`Preparing a Chrome profile: ${state}`);
    let chrome: Awaited<ReturnType<typeof launchPreparedChrome>>;
    try {
      chrome = await launchPreparedChrome(baseUrl, state, pages);
    } catch (error) {
      const reason = `preparing the ${state} failed: ${failureReason(error)}`;
      console.log(`  ${reason}`);
      preparationErrors.set(state, reason);
      lighthouse.push(
        ...pages.map(({ name, path }) => ({ name, path, runs: [], median: null, error: reason })),
      );
      continue;
    }
    try {
      storageStates.set(state, chrome.storageState);
      const rows = await runLighthouse(baseUrl, pages, RUNS, {
        port: chrome.port,
        beforeEachRun: chrome.clearHttpCache,
      });
      // Every run measured the page in its state: it still holds once they are done.
      await chrome.checkPages(pages).catch((error: unknown) => {
        for (const row of rows)
          row.error ??= `the ${state}'s state no longer held after the runs: ${failureReason(error)}`;
      });
      lighthouse.push(...rows);
    } finally {
      await chrome.close();
    }
  }
  const targets: FirstVisitTarget[] = [];
  const failed: FirstVisitJs[] = [];
  for (const page of MEASURED_PAGES) {
    if (page.state === null) continue;
    const storageState = storageStates.get(page.state);
    if (storageState) targets.push({ ...page, storageState });
    else {
      const error = preparationErrors.get(page.state) ?? 'no state';
      failed.push({
        name: page.name,
        path: page.path,
        files: [],
        gzipBytes: Number.NaN,
        lazyRounds: Number.NaN,
        error,
      });
    }
  }
  return { lighthouse, firstVisitJs: [...(await measureFirstVisitJs(baseUrl, targets)), ...failed] };
}

/**
 * Builds the web app (unless BENCH_SKIP_BUILD), serves it with the real server as `npm start` does
 * on a fresh embedded database (so the demo accounts, codes and members exist), and measures each
 * page: the public ones as first visits, then the ones that need a state, then the shop's taps.
 */
export async function measureWeb(root: string, startAppServer: StartAppServer): Promise<WebResults> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build -w @dme/web', { cwd: root, stdio: 'inherit' });
  const pgliteDir = resolve(root, `data/bench-web-${process.pid}`);
  rmSync(pgliteDir, { recursive: true, force: true });
  // `npm start`'s own mode: production mode marks cookies Secure, which plain http would drop, and
  // has no /dev/mail outbox, where the sign-ins read their one-time codes.
  const server = await startAppServer({ APP_ENV: 'development', PGLITE_DIR: pgliteDir });
  try {
    const firstVisits = MEASURED_PAGES.filter((page) => page.state === null);
    const visits = await measureFirstVisitJs(server.baseUrl, firstVisits);
    if (visits.some((visit) => visit.error === undefined && visit.files.length === 0))
      throw new Error('A first visit downloaded no JavaScript: is the web app built?');
    const hostPageFaultUs = pageFaultMicroseconds();
    const publicLighthouse = await runLighthouse(server.baseUrl, firstVisits, RUNS);
    const stateful = await measureStatefulPages(server.baseUrl);
    const inpResults = MEASURES_TAPS ? await measureInp(server.baseUrl, RUNS) : null;

    const pageOf = (name: string) => WEB_PAGES.find((page) => page.name === name)!;
    const firstVisitJs = byPageOrder([...visits, ...stateful.firstVisitJs]).map((visit) =>
      judgeVisit(pageOf(visit.name))(visit),
    );
    const lighthouse = byPageOrder([...publicLighthouse, ...stateful.lighthouse]).map((page) => ({
      ...page,
      pass: lighthousePass(page),
    }));
    const inp = inpResults && {
      ...inpResults,
      pass:
        inpResults.errors.length === 0 && inpResults.runs.length > 0 && inpResults.worstMs <= BUDGET.inpMs,
    };
    const partial = PAGE_FILTER !== null;
    const pass =
      !partial &&
      firstVisitJs.every((row) => row.pass) &&
      lighthouse.every((row) => row.pass) &&
      inp?.pass === true;
    return { firstVisitJs, lighthouse, inp, hostPageFaultUs, partial, pass };
  } finally {
    await server.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const scoreCell = (figures: LighthouseFigures) =>
  `${figures.performance} / ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}`;

/** The reasons of the table's failed rows, under it. */
function printReasons(rows: { name: string; error?: string }[]) {
  const failed = rows.filter((row) => row.error !== undefined);
  if (failed.length > 0) console.log(`\n${failed.map((row) => `  ${row.name}: ${row.error}`).join('\n')}`);
}

export function printWeb({ firstVisitJs, lighthouse, inp, hostPageFaultUs, partial }: WebResults) {
  if (partial)
    console.log(`\nA partial run (BENCH_WEB_PAGES=${PAGE_FILTER?.join(',')}): not a proof of the budgets.`);
  printTable(
    'First visit (JavaScript, gzip; a phone, empty cache, with the state the page needs)',
    ['page', 'files', 'gzip', 'lazy rounds', 'budget', 'result'],
    firstVisitJs.map((visit) => [
      visit.name,
      visit.error ? '-' : String(visit.files.length),
      visit.error ? '-' : kB(visit.gzipBytes),
      visit.error ? '-' : Number.isFinite(visit.lazyRounds) ? String(visit.lazyRounds) : 'unknown',
      `${visit.budgetBytes === null ? '' : `≤${kB(visit.budgetBytes)}, `}rounds≤${BUDGET.lazyRounds}`,
      verdict(visit.pass, visit.error),
    ]),
  );
  printReasons(firstVisitJs);
  printTable(
    `Lighthouse mobile (simulated throttling, median of ${RUNS})`,
    [
      'page',
      'perf / a11y / bp / seo',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'perf runs',
      'host CPU',
      'thread ran',
      'result',
    ],
    lighthouse.map(({ name, median, runs, pass, error }) =>
      median === null
        ? [name, '-', '-', '-', '-', '-', '-', '-', '-', verdict(pass, error)]
        : [
            name,
            scoreCell(median),
            seconds(median.fcpMs),
            seconds(median.lcpMs),
            `${Math.round(median.tbtMs)} ms`,
            median.cls.toFixed(3),
            runs.map((run) => run.performance).join(', '),
            String(Math.round(median.benchmarkIndex)),
            Number.isNaN(median.mainThreadCpuShare)
              ? 'unknown'
              : `${Math.round(median.mainThreadCpuShare * 100)}%`,
            verdict(pass, error),
          ],
    ),
  );
  printReasons(lighthouse);
  console.log(
    `\nBudgets: performance ≥${BUDGET.performance}, accessibility/best practices/SEO ≥${BUDGET.otherCategories},` +
      ` LCP ≤${seconds(BUDGET.lcpMs)}, TBT ≤${BUDGET.tbtMs} ms, CLS ≤${BUDGET.cls}.` +
      ' The pages with a state (a patient, a signed-in user) are returning visits: their prepared' +
      ' profile keeps its cookies and localStorage, its HTTP cache is emptied before each run.' +
      " Host CPU: the median of Lighthouse's benchmark index (higher is faster); TBT and LCP are" +
      " that host's work scaled to a phone, so compare them only between runs on a like host." +
      " Thread ran: of the page's main-thread tasks of 10 ms or more, the share of their time the thread" +
      " ran; Lighthouse scales the rest, time spent waiting, to a phone as if it were the page's work.",
  );
  console.log(
    `Host memory: a page fault cost ${hostPageFaultUs.toFixed(1)} µs before these runs (~1 µs is usual on` +
      " Linux); one Lighthouse run of the shop takes ~64,000 of them in Chrome's renderers alone.",
  );
  if (inp) printInp(inp);
}

function printInp(inp: InpResults & { pass: boolean }) {
  const inpRows = inp.taps.map((tap) => [
    tap.label,
    tap.runsMs.map(ms).join(', '),
    ms(tap.medianMs),
    `≤${BUDGET.inpMs} ms`,
    verdict(tap.medianMs <= BUDGET.inpMs),
  ]);
  printTable(
    `Interaction to Next Paint: the shop on a phone (Pixel 7, CPU slowed ${CPU_SLOWDOWN}×), median of ${inp.runs.length} of ${RUNS} runs`,
    ['tap', 'runs', 'median', 'budget', 'result'],
    [
      ...inpRows,
      [
        'worst tap of each run (INP)',
        inp.worstRunsMs.map(ms).join(', '),
        ms(inp.worstMs),
        `≤${BUDGET.inpMs} ms`,
        verdict(inp.pass, inp.errors[0]),
      ],
    ],
  );
  for (const [run, error] of inp.errors.entries()) console.log(`  failed run ${run + 1}: ${error}`);
  console.log(
    "\nEach tap's latency: the longest Event Timing entry of the interactions it began (pointerdown to" +
      " the next paint after its handlers); <16 ms: under the API's floor. Host load (1-minute average," +
      ` 2 is this 2-core host busy) as each run began: ${inp.loadAverages.map((load) => load.toFixed(1)).join(', ')}.`,
  );
}
