import type { Locator, Page } from '@playwright/test';

/**
 * What a page needs the browser to hold before it is measured (prepared through the product's own
 * screens, prepare-state.ts): nothing (a first visit), a patient's session, or a signed-in user.
 */
export type PageState = 'patient' | 'provider' | 'supplier' | 'admin';

export interface WebPage {
  /** The row's name: the address, and who opens it when that changes the page. */
  name: string;
  path: string;
  state: PageState | null;
  /** The pathname the page must end on (a lost session ends on a sign-in page instead). */
  landsOn: string;
  /** gzip bytes of JavaScript a first visit may download; null: measured and shown, not judged. */
  jsBudgetBytes: number | null;
  /** What shows only when the page drew what it was meant to (the state held), or null. */
  landmark: ((page: Page) => Locator) | null;
}

/** DESIGN §9: the JavaScript of a first visit to `/` and to `/shop`. */
const HOME_JS_BYTES = 155_000;
const SHOP_JS_BYTES = 220_000;

const page = (name: string, path: string, rest: Partial<WebPage> = {}): WebPage => ({
  name,
  path,
  state: null,
  landsOn: new URL(path, 'http://host').pathname,
  jsBudgetBytes: null,
  landmark: null,
  ...rest,
});

/**
 * Every entry page of DESIGN §9 and issue 46: the public ones on a first visit, the shop opened
 * from a patient's texted link, without a code, and again by the patient who redeemed one, her
 * cart, and the signed-in dashboards.
 */
export const WEB_PAGES: WebPage[] = [
  page('/', '/', { jsBudgetBytes: HOME_JS_BYTES }),
  page('/providers', '/providers'),
  page('/providers/signin', '/providers/signin'),
  page('/shop?code=BRS-PMP', '/shop?code=BRS-PMP', { jsBudgetBytes: SHOP_JS_BYTES }),
  // A visitor without a referral code: the open shop behind its welcome wizard.
  page('/shop, visitor without a code', '/shop', {
    jsBudgetBytes: SHOP_JS_BYTES,
    landmark: (tab) => tab.getByRole('dialog').getByRole('heading', { name: 'Welcome to Carelane' }),
  }),
  page('/shop, returning patient (code in session)', '/shop', {
    state: 'patient',
    jsBudgetBytes: SHOP_JS_BYTES,
    landmark: (tab) => tab.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }),
  }),
  page('/cart, 2 items, insurance applied', '/cart', {
    state: 'patient',
    landmark: (tab) => tab.getByRole('heading', { name: 'Cart (2 items)' }),
  }),
  page('/, provider: Work Orders', '/', {
    state: 'provider',
    landmark: (tab) => tab.getByRole('heading', { name: 'Work Orders', level: 1 }),
  }),
  page('/work_orders/new, provider', '/work_orders/new', {
    state: 'provider',
    landmark: (tab) => tab.getByRole('heading', { name: 'Standard Work Order Form' }),
  }),
  page('/, supplier: Fulfillments', '/', {
    state: 'supplier',
    landmark: (tab) => tab.getByRole('heading', { name: 'Fulfillments', level: 1 }),
  }),
  page('/ops/faxes, admin: fax inbox', '/ops/faxes', {
    state: 'admin',
    landmark: (tab) => tab.getByRole('heading', { name: 'Fax inbox' }),
  }),
];
