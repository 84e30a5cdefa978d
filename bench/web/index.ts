// The web budgets of DESIGN §9: Lighthouse on a phone and the JavaScript of a first visit.
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RunningServer } from '../lib/servers.ts';
import { printTable } from '../lib/table.ts';
import { type FirstVisitJs, measureFirstVisitJs } from './first-visit-js.ts';
import { pageFaultMicroseconds } from './host-memory.ts';
import { type LighthouseFigures, type LighthousePage, runLighthouse } from './lighthouse.ts';

/** The public entry pages; the shop is opened with a demo referral code, as a patient's text message does. */
const LIGHTHOUSE_PAGES = ['/', '/providers', '/shop?code=BRS-PMP', '/providers/signin'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const BUDGET = {
  performance: 95,
  otherCategories: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /** Lazy chunks may be asked for once the entry script runs, never by another lazy chunk. */
  lazyRounds: 1,
};
/** gzip bytes of JavaScript per first visit; pages without a row are measured and shown, not judged. */
const JS_BUDGET_BYTES: Record<string, number> = { '/': 155_000, '/shop?code=BRS-PMP': 220_000 };

export interface WebResults {
  firstVisitJs: (FirstVisitJs & { budgetBytes: number | null; pass: boolean })[];
  lighthouse: (LighthousePage & { pass: boolean })[];
  /** What a page fault cost the host just before the Lighthouse runs (see host-memory.ts). */
  hostPageFaultUs: number;
  pass: boolean;
}

type StartAppServer = (env: NodeJS.ProcessEnv) => Promise<RunningServer>;

const kB = (bytes: number) => `${Number((bytes / 1000).toFixed(1))} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function lighthousePass({ median }: LighthousePage) {
  return (
    median.performance >= BUDGET.performance &&
    median.lcpMs <= BUDGET.lcpMs &&
    median.tbtMs <= BUDGET.tbtMs &&
    median.cls <= BUDGET.cls &&
    Math.min(median.accessibility, median.bestPractices, median.seo) >= BUDGET.otherCategories
  );
}

/**
 * Builds the web app (unless BENCH_SKIP_BUILD), serves it with the real server as `npm start` does
 * on a fresh embedded database (so the demo referral codes exist), and measures each page.
 */
export async function measureWeb(root: string, startAppServer: StartAppServer): Promise<WebResults> {
  if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build -w @dme/web', { cwd: root, stdio: 'inherit' });
  const pgliteDir = resolve(root, `data/bench-web-${process.pid}`);
  rmSync(pgliteDir, { recursive: true, force: true });
  // `npm start`'s own mode: production mode marks cookies Secure, which plain http would drop.
  const server = await startAppServer({ APP_ENV: 'development', PGLITE_DIR: pgliteDir });
  try {
    const jsPages = [...new Set([...Object.keys(JS_BUDGET_BYTES), ...LIGHTHOUSE_PAGES])];
    const visits = await measureFirstVisitJs(server.baseUrl, jsPages);
    if (visits.some((visit) => visit.files.length === 0))
      throw new Error('A first visit downloaded no JavaScript: is the web app built?');
    const firstVisitJs = visits.map((visit) => {
      const budgetBytes = JS_BUDGET_BYTES[visit.path] ?? null;
      const pass =
        (budgetBytes === null || visit.gzipBytes <= budgetBytes) && visit.lazyRounds <= BUDGET.lazyRounds;
      return { ...visit, budgetBytes, pass };
    });
    const hostPageFaultUs = pageFaultMicroseconds();
    const lighthouse = (await runLighthouse(server.baseUrl, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS)).map(
      (page) => ({ ...page, pass: lighthousePass(page) }),
    );
    const pass = firstVisitJs.every((row) => row.pass) && lighthouse.every((row) => row.pass);
    return { firstVisitJs, lighthouse, hostPageFaultUs, pass };
  } finally {
    await server.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const scoreCell = (figures: LighthouseFigures) =>
  `${figures.performance} / ${figures.accessibility} / ${figures.bestPractices} / ${figures.seo}`;

export function printWeb({ firstVisitJs, lighthouse, hostPageFaultUs }: WebResults) {
  printTable(
    'First visit (JavaScript, gzip; a phone, empty cache)',
    ['page', 'files', 'gzip', 'lazy rounds', 'budget', 'result'],
    firstVisitJs.map((visit) => [
      visit.path,
      String(visit.files.length),
      kB(visit.gzipBytes),
      Number.isFinite(visit.lazyRounds) ? String(visit.lazyRounds) : 'unknown',
      `${visit.budgetBytes === null ? '' : `≤${kB(visit.budgetBytes)}, `}rounds≤${BUDGET.lazyRounds}`,
      verdict(visit.pass),
    ]),
  );
  printTable(
    `Lighthouse mobile (simulated throttling, median of ${LIGHTHOUSE_RUNS})`,
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
    lighthouse.map(({ path, median, runs, pass }) => [
      path,
      scoreCell(median),
      seconds(median.fcpMs),
      seconds(median.lcpMs),
      `${Math.round(median.tbtMs)} ms`,
      median.cls.toFixed(3),
      runs.map((run) => run.performance).join(', '),
      String(Math.round(median.benchmarkIndex)),
      Number.isNaN(median.mainThreadCpuShare) ? 'unknown' : `${Math.round(median.mainThreadCpuShare * 100)}%`,
      verdict(pass),
    ]),
  );
  console.log(
    `\nBudgets: performance ≥${BUDGET.performance}, accessibility/best practices/SEO ≥${BUDGET.otherCategories},` +
      ` LCP ≤${seconds(BUDGET.lcpMs)}, TBT ≤${BUDGET.tbtMs} ms, CLS ≤${BUDGET.cls}.` +
      " Host CPU: the median of Lighthouse's benchmark index (higher is faster); TBT and LCP are" +
      " that host's work scaled to a phone, so compare them only between runs on a like host." +
      " Thread ran: of the page's main-thread tasks of 10 ms or more, the share of their time the thread" +
      " ran; Lighthouse scales the rest, time spent waiting, to a phone as if it were the page's work.",
  );
  console.log(
    `Host memory: a page fault cost ${hostPageFaultUs.toFixed(1)} µs before these runs (~1 µs is usual on` +
      " Linux); one Lighthouse run of the shop takes ~64,000 of them in Chrome's renderers alone.",
  );
}
