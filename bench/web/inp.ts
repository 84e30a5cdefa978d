// Interaction to Next Paint on a phone: a patient's scripted journey through the shop, each tap's
// latency read from the page's own Event Timing entries (interactions.ts), with the CPU slowed
// four times (CDP Emulation.setCPUThrottlingRate), as Lighthouse's mobile run assumes of a phone.
import { loadavg } from 'node:os';
import { type Browser, chromium, devices, type Locator, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import {
  type EventTimingEntry,
  summarizeTapRuns,
  type TapLatency,
  type TapWindow,
  tapLatencies,
} from './interactions.ts';
import { answerWelcomeSteps } from './prepare-state.ts';
import { failureReason, median } from './stats.ts';

export const CPU_SLOWDOWN = 4;
const STEP_TIMEOUT_MS = 30_000;

/** Every event entry of 16 ms or more (the API's floor) with an interaction, kept in the page. */
const OBSERVE_EVENTS = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__benchEvents.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

interface Tap {
  label: string;
  /** What to tap. */
  target: (page: Page) => Locator;
  /** Resolves once the tap was answered (what it shows is there; the next tap waits for it). */
  answered: (page: Page) => Promise<unknown>;
  /** Unmeasured, after the answer: e.g. closing a list before the next tap. */
  after?: (page: Page) => Promise<void>;
}

const shows = (locator: Locator) => locator.first().waitFor();

/** Resolves once `check` is true, polled every 50 ms for up to STEP_TIMEOUT_MS. */
async function until(what: string, check: () => Promise<boolean>) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

const PUMP = /Spectra S1 Plus/;
const TUBING = /Spectra Replacement Tubing/;
const tubingQuantity = (page: Page) =>
  page.getByRole('combobox', { name: /^Quantity of Spectra Replacement Tubing/ });
const shoppingStep = (page: Page) => page.getByRole('region', { name: 'Shopping step' });

/**
 * Issue 46: open the filter, pick a brand, add to cart, change a quantity; and the taps a patient
 * makes between them (a product, the journey's next step, the cart). The pump has a quantity of
 * one only, so the quantity changed is the tubing's (up to two), in the cart.
 */
const JOURNEY: Tap[] = [
  {
    label: 'open the Brand filter',
    target: (page) => page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Brand' }),
    answered: (page) => shows(page.getByRole('checkbox', { name: 'Spectra' })),
  },
  {
    label: 'pick a brand (Spectra)',
    target: (page) => page.getByRole('checkbox', { name: 'Spectra' }),
    answered: (page) => shows(page.getByRole('button', { name: 'Brand (1)' })),
    after: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('checkbox', { name: 'Spectra' }).waitFor({ state: 'hidden' });
    },
  },
  {
    label: 'open a product (the pump)',
    target: (page) => page.getByRole('link', { name: PUMP }),
    answered: (page) => shows(page.getByRole('button', { name: 'Add to Cart' })),
  },
  {
    label: 'add to cart (the pump)',
    target: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    answered: (page) => shows(page.getByRole('button', { name: 'Remove from Cart' })),
  },
  {
    label: "the journey's next step",
    target: (page) => shoppingStep(page).getByRole('button', { name: 'Next' }),
    answered: (page) => shows(page.getByRole('heading', { name: 'Pump Accessories/Supplies' })),
  },
  {
    label: 'open a product (the tubing)',
    target: (page) => page.getByRole('link', { name: TUBING }),
    answered: (page) => shows(page.getByRole('button', { name: 'Add to Cart' })),
  },
  {
    label: 'add to cart (the tubing)',
    target: (page) => page.getByRole('button', { name: 'Add to Cart' }),
    answered: (page) => shows(page.getByRole('button', { name: 'Remove from Cart' })),
  },
  {
    label: 'review the cart',
    target: (page) => shoppingStep(page).getByRole('button', { name: 'Review Cart' }),
    answered: (page) => shows(page.getByRole('heading', { name: 'Cart (2 items)' })),
  },
  {
    label: 'open the quantity list',
    target: tubingQuantity,
    answered: (page) => shows(page.getByRole('option', { name: '2', exact: true })),
  },
  {
    label: 'change the quantity (1 → 2)',
    target: (page) => page.getByRole('option', { name: '2', exact: true }),
    // The cart wrote it: the select shows 2 and takes input again.
    answered: (page) =>
      until(
        'the quantity of 2 in the cart',
        async () => (await tubingQuantity(page).inputValue()) === '2' && tubingQuantity(page).isEnabled(),
      ),
  },
];

/** A new patient's texted link, the welcome wizard answered and insurance skipped (not measured). */
async function openShop(page: Page, baseUrl: string) {
  const wizard = await answerWelcomeSteps(page, baseUrl);
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await wizard.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Breast Pumps' }).waitFor();
  // The page has settled (the filter lists' code is fetched when it is idle): the taps measure
  // the shop a patient uses, not its first seconds.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

async function journeyOnce(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_EVENTS);
    await openShop(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const timeOrigin = await page.evaluate('performance.timeOrigin');
    const windows: TapWindow[] = [];
    for (const tap of JOURNEY) {
      const fromMs = await now(page);
      await tap.target(page).tap();
      await tap.answered(page);
      windows.push({ label: tap.label, fromMs, toMs: await now(page) });
      await tap.after?.(page);
    }
    // The observer is told of an entry after its paint: two frames and a moment more.
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 500))))',
    );
    // Every tap moves within one document (the app's own router): one clock for all windows.
    if ((await page.evaluate('performance.timeOrigin')) !== timeOrigin)
      throw new Error('the journey left the page it started on (a full page load)');
    const entries = (await page.evaluate('window.__benchEvents')) as EventTimingEntry[];
    return { taps: windows, entries };
  } finally {
    await context.close();
  }
}

export interface InpResults {
  cpuSlowdown: number;
  /** Each run's taps; a run that failed is left out and counted in `errors`. */
  runs: TapLatency[][];
  taps: ReturnType<typeof summarizeTapRuns>['taps'];
  worstRunsMs: number[];
  /** The median of each run's worst tap: the journey's INP. */
  worstMs: number;
  /** The host's 1-minute load average as each run began (2 on this 2-core host is full). */
  loadAverages: number[];
  errors: string[];
}

/** The journey `runs` times, each a new patient in a fresh phone context, one at a time. */
export async function measureInp(baseUrl: string, runs: number): Promise<InpResults> {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const results: TapLatency[][] = [];
  const loadAverages: number[] = [];
  const errors: string[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Interaction to Next Paint, the shop on a phone (run ${run} of ${runs})`);
      loadAverages.push(loadavg()[0]!);
      try {
        const { taps, entries } = await journeyOnce(browser, baseUrl);
        results.push(tapLatencies(entries, taps));
      } catch (error) {
        errors.push(failureReason(error));
        console.log(`  ${errors.at(-1)}`);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    cpuSlowdown: CPU_SLOWDOWN,
    runs: results,
    ...summarizeTapRuns(results, median),
    loadAverages,
    errors,
  };
}
