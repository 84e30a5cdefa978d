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
import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../lib/cookies';
import { firstVisitRenderer, type RenderFirstVisit } from './first-visit-renderer';

/** The web build's names for the renderer and its page (apps/web/build/prerender.ts FIRST_VISIT_RENDERER). */
const RENDERER = {
  dir: '.server',
  file: 'prerender-entry.js',
  template: 'shop.html',
  markup: '<!--carelane:first-visit-markup-->',
};
/** The shop's pre-rendered frame, sent when the page cannot be drawn. */
const SHELL = 'prerendered/shop.html';
/** Past this a first visit gets the frame at once rather than wait for a busy renderer. */
const RENDER_TIMEOUT_MS = 1_000;

/**
 * A patient's first visit to `/shop?code=…` (from a text message, on a phone), drawn on the server
 * (issue 18): its largest paint, the first product's picture, then needs no script at all. The
 * server reads what the browser's first render would (the look-up, which attaches the work order to
 * the session the page's cookie names, then the verticals, the session, its cart and the work
 * order's catalogue) through its own routes, so the replies, their checks, limits and audit entries
 * are the API's; the web build's renderer draws the shop from them; the page carries the replies so
 * the browser's first render is the same page. A read that fails or a renderer that is late sends
 * the shop's frame with the look-up's reply, which the page takes instead of asking again.
 *
 * Null when the build has no renderer (the API alone, or a web build from before it).
 */
export function firstShopVisitPage(app: FastifyInstance, distDir: string) {
  const files = {
    renderer: join(distDir, RENDERER.dir, RENDERER.file),
    template: join(distDir, RENDERER.dir, RENDERER.template),
    shell: join(distDir, SHELL),
  };
  if (!Object.values(files).every((file) => existsSync(file))) return null;
  const renderer = firstVisitRenderer(files.renderer, { timeoutMs: RENDER_TIMEOUT_MS });
  app.addHook('onClose', renderer.close);
  return drawFirstShopVisit(app, renderer.render, () =>
    Promise.all([readFile(files.template, 'utf8'), readFile(files.shell, 'utf8')]),
  );
}

/** The page of a first visit, or null for any other page (another path, no code). */
function drawFirstShopVisit(
  app: FastifyInstance,
  render: RenderFirstVisit,
  readPages: () => Promise<[template: string, shell: string]>,
) {
  let pages: ReturnType<typeof readPages> | undefined;
  return async (request: FastifyRequest, sessionToken: string): Promise<string | null> => {
    const { pathname, searchParams } = new URL(request.url, 'http://page');
    const referralCode = searchParams.get('code');
    if (pathname !== '/shop' || !referralCode || !isBrowserNavigation(request)) return null;
    const replies = await readFirstVisit(app, request, sessionToken, referralCode);
    pages ??= readPages();
    const [template, shell] = await pages;
    const answer = await render({ referralCode, replies });
    // The class only (the renderer sends nothing else): a renderer that throws would otherwise send
    // every first visit the frame without a word.
    if (answer?.error) request.log.warn({ renderError: answer.error }, 'first visit not drawn');
    const state: FirstVisitState = answer?.state ?? { referralCode, lookup: replies.lookup };
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

/** The first visit's reads, as the browser would make them, on the visitor's new session and address. */
async function readFirstVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  sessionToken: string,
  referralCode: string,
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
  const lookup = await read('/api/consultations/show_by_referral_code', {
    referral_code: normalizeReferralCode(referralCode),
  });
  const productVerticalUuid = (lookup.body as { product_vertical_uuid?: unknown } | null)
    ?.product_vertical_uuid;
  if (lookup.status !== 200 || typeof productVerticalUuid !== 'string') return { lookup };
  const [verticals, session, cart, variants] = await Promise.all([
    read('/api/product_verticals'),
    read('/api/patient_sessions/me'),
    read('/api/carts/me'),
    read('/api/product_variants', { product_vertical_uuid: productVerticalUuid }),
  ]);
  return { lookup, verticals, session, cart, variants };
}

function parsedBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
