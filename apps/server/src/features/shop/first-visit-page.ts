import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FIRST_VISIT_STATE_ID,
  type FirstShopVisitReplies,
  type FirstVisitState,
  jsonForScript,
  type WireReply,
} from '@dme/shared/shop/first-visit';
import { PAGE_COOKIES } from '@dme/shared/shop/page-cookies';
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE, TRUSTED_DEVICE_COOKIE } from '../../lib/cookies';
import { firstVisitRenderer, type RenderFirstVisit } from './first-visit-renderer';

/** The web build's names for the renderer and its pages (apps/web/build/prerender.ts FIRST_VISIT_RENDERER). */
const RENDERER = {
  dir: '.server',
  file: 'prerender-entry.js',
  markup: '<!--carelane:first-visit-markup-->',
};
/**
 * The patient's pages the server draws, each with the page it is drawn into (the renderer's) and
 * its pre-rendered frame, sent when the page cannot be drawn.
 */
const DRAWN_PAGES = ['/shop', '/cart'] as const;
type DrawnPage = (typeof DRAWN_PAGES)[number];
const templateOf = (page: DrawnPage) => `${page.slice(1)}.html`;
const isDrawnPage = (path: string): path is DrawnPage => (DRAWN_PAGES as readonly string[]).includes(path);
/** Past this a visit gets the frame at once rather than wait for a busy renderer. */
const RENDER_TIMEOUT_MS = 1_000;
/** The cookies no script of the page can read: the renderer, drawing as the page's scripts will, gets the others. */
const HTTP_ONLY_COOKIES = new Set([SESSION_COOKIE, TRUSTED_DEVICE_COOKIE]);

/**
 * A patient's visit to `/shop?code=…` (from a text message, on a phone), to `/shop` or to `/cart`,
 * drawn on the server (issue 18, issue 46): its largest paint (the onboarding wizard's welcome, the
 * grid, the cart) then needs no script at all. The server reads what the browser's first render
 * would (the look-up, which attaches the work order to the session the page's cookie names, then
 * the verticals, the session, its cart, the catalogue of its vertical, its insurance status and its
 * delivery promise)
 * through its own routes, so the replies, their checks, limits and audit entries are the API's; the
 * web build's renderer draws the page from them and from the cookies the page's scripts read (the
 * browser's half of the patient session); the page carries the replies so the browser's first
 * render is the same page. A read that fails or a renderer that is late sends the page's frame
 * (with a code, with the look-up's reply, which the page takes instead of asking again).
 *
 * Null when the build has no renderer (the API alone, or a web build from before it).
 */
export function firstShopVisitPage(app: FastifyInstance, distDir: string) {
  const rendererFile = join(distDir, RENDERER.dir, RENDERER.file);
  const files = (page: DrawnPage) => ({
    template: join(distDir, RENDERER.dir, templateOf(page)),
    shell: join(distDir, 'prerendered', templateOf(page)),
  });
  const allFiles = [rendererFile, ...DRAWN_PAGES.flatMap((page) => Object.values(files(page)))];
  if (!allFiles.every((file) => existsSync(file))) return null;
  const renderer = firstVisitRenderer(rendererFile, { timeoutMs: RENDER_TIMEOUT_MS });
  app.addHook('onClose', renderer.close);
  return drawPatientPage(app, renderer.render, (page) => {
    const { template, shell } = files(page);
    return Promise.all([readFile(template, 'utf8'), readFile(shell, 'utf8')]);
  });
}

/**
 * The drawn page of a patient's visit, or null for any other page. `newSessionToken` is the session
 * cookie this page is giving a new visitor; a returning one's is read from the request. A code is
 * looked up on a new visitor's first visit only: a returning browser's own look-up decides what its
 * code replaces (useReferralCodeInUrl).
 */
function drawPatientPage(
  app: FastifyInstance,
  render: RenderFirstVisit,
  readPages: (page: DrawnPage) => Promise<[template: string, shell: string]>,
) {
  const pages = new Map<DrawnPage, ReturnType<typeof readPages>>();
  return async (request: FastifyRequest, newSessionToken: string | null): Promise<string | null> => {
    const { pathname, searchParams } = new URL(request.url, 'http://page');
    const referralCode = searchParams.get('code') || null;
    const sessionToken = newSessionToken ?? request.cookies[SESSION_COOKIE];
    if (!isDrawnPage(pathname) || !sessionToken || !isBrowserNavigation(request)) return null;
    // A signed-in browser draws its own page (its account, its credentials are in its storage).
    if (request.cookies[PAGE_COOKIES.signedInRole] !== undefined) return null;
    if (referralCode !== null && (newSessionToken === null || pathname !== '/shop')) return null;
    const replies = await readVisit(app, request, sessionToken, referralCode);
    if (!pages.has(pathname)) pages.set(pathname, readPages(pathname));
    const [template, shell] = await (pages.get(pathname) as ReturnType<typeof readPages>);
    const pageCookies = Object.entries(request.cookies)
      .filter(([name]) => !HTTP_ONLY_COOKIES.has(name))
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}`)
      .join('; ');
    const answer = await render({ path: pathname, pageCookies, referralCode, replies });
    // The class only (the renderer sends nothing else): a renderer that throws would otherwise send
    // every visit the frame without a word.
    if (answer?.error) request.log.warn({ renderError: answer.error }, 'patient page not drawn');
    const state: FirstVisitState = answer?.state ?? {
      referralCode,
      ...(replies.lookup ? { lookup: replies.lookup } : {}),
    };
    const page = answer?.markup ? template.replace(RENDERER.markup, () => answer.markup ?? '') : shell;
    const stateScript = `<script type="application/json" id="${FIRST_VISIT_STATE_ID}">${jsonForScript(state)}</script>`;
    return page.replace('</body>', () => `${stateScript}</body>`);
  };
}

/**
 * A person opening the link in a browser (Fetch Metadata, sent by every current browser), not a
 * link-preview fetcher, a crawler or a prefetch: only that opening looks the code up and carries the
 * work order's replies. The others get the frame, which runs no look-up, as before.
 */
function isBrowserNavigation(request: FastifyRequest) {
  const { headers } = request;
  return (
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-purpose'] === undefined &&
    headers.purpose === undefined
  );
}

/**
 * The visit's reads, as the browser would make them, on the visitor's session and address. Without
 * a code the catalogue is the session's vertical's (the work order's, else the browser's choice),
 * none before one is chosen; reads leave a new session unstored.
 */
async function readVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionToken: string,
  referralCode: string | null,
): Promise<FirstShopVisitReplies> {
  const userAgent = request.headers['user-agent'];
  const read = async (url: string, query: Record<string, string> = {}): Promise<WireReply> => {
    const reply = await app.inject({
      method: 'GET',
      url,
      query,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        cookie: `${SESSION_COOKIE}=${sessionToken}`,
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
    });
    return { status: reply.statusCode, body: parsedBody(reply.body) };
  };
  const readCatalogue = (productVerticalUuid: string) =>
    read('/api/product_variants', { product_vertical_uuid: productVerticalUuid });
  if (referralCode === null) {
    const [verticals, session, cart, deliveryEstimate] = await Promise.all([
      read('/api/product_verticals'),
      read('/api/patient_sessions/me'),
      read('/api/carts/me'),
      read('/api/delivery_estimate'),
    ]);
    const sessionBody = session.body as SessionReplyFacts | null;
    const catalogueVerticalUuid =
      sessionBody?.consultation?.product_vertical_uuid ?? request.cookies[PAGE_COOKIES.productVertical];
    const [variants, insuranceStatus] = await Promise.all([
      catalogueVerticalUuid && z.uuid().safeParse(catalogueVerticalUuid).success
        ? readCatalogue(catalogueVerticalUuid)
        : undefined,
      sessionBody?.insurance_status_uuid ? read('/api/insurance_statuses/me') : undefined,
    ]);
    return {
      verticals,
      session,
      cart,
      deliveryEstimate,
      ...(variants ? { variants, catalogueVerticalUuid } : {}),
      ...(insuranceStatus ? { insuranceStatus } : {}),
    };
  }
  const lookup = await read('/api/consultations/show_by_referral_code', {
    referral_code: normalizeReferralCode(referralCode),
  });
  const productVerticalUuid = (lookup.body as { product_vertical_uuid?: unknown } | null)
    ?.product_vertical_uuid;
  if (lookup.status !== 200 || typeof productVerticalUuid !== 'string') return { lookup };
  const [verticals, session, cart, variants, deliveryEstimate] = await Promise.all([
    read('/api/product_verticals'),
    read('/api/patient_sessions/me'),
    read('/api/carts/me'),
    readCatalogue(productVerticalUuid),
    read('/api/delivery_estimate'),
  ]);
  return {
    lookup,
    verticals,
    session,
    cart,
    variants,
    catalogueVerticalUuid: productVerticalUuid,
    deliveryEstimate,
  };
}

/** What the page reads from the session's reply to choose its other reads (wire names). */
interface SessionReplyFacts {
  consultation?: { product_vertical_uuid?: string } | null;
  insurance_status_uuid?: string | null;
}

function parsedBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
