import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCallback, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasApiPrefix } from '../lib/api-paths';

/** Pages of the web app that live under an API prefix (spec: the provider password pages). */
const PAGES_UNDER_API_PREFIXES = ['/auth/password_recovery', '/auth/password_reset'];
/** A missing asset is a 404, never the app's HTML under a .js name. */
const isAsset = (path: string) => path.startsWith('/assets/');
/** The public pages the web build pre-rendered (apps/web/build/prerender.ts), one file per path. */
const PRERENDERED_DIR = 'prerendered';
/** The build's folder for the server alone (apps/web/build/prerender.ts): never sent. */
const SERVER_ONLY_DIR = '.server';
/** Brotli's quality for a page drawn per request: within a few percent of 11, at a fraction of its time. */
const DRAWN_PAGE_BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/**
 * The signed-in frames (apps/web/build/prerender.ts): `signed-in/<role>/<page>.html`, each role's
 * entry pages as they look before the browser's credentials have read anything.
 */
const SIGNED_IN_DIR = 'signed-in';

/** Maps each page path to its file: prerendered/index.html is /, prerendered/providers/signin.html /providers/signin. */
function prerenderedPages(distDir: string, pagesDir = PRERENDERED_DIR): Map<string, string> {
  const dir = join(distDir, pagesDir);
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  return new Map(
    files.map((file) => {
      const page = `/${file.slice(0, -'.html'.length)}`.replace(/^\/index$/, '/');
      return [page, relative(distDir, join(dir, file))];
    }),
  );
}

/** The signed-in frames of each role, by the role's name in lower case. */
function signedInFrames(distDir: string): Map<string, Map<string, string>> {
  const dir = join(distDir, SIGNED_IN_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [entry.name, prerenderedPages(distDir, join(SIGNED_IN_DIR, entry.name))]),
  );
}

/** What the app says about a page before it is sent. */
export interface PageAnswer {
  /** It set a cookie: the page is this browser's alone, and no shared cache may keep it. */
  isPrivate: boolean;
  /** The page drawn for this request (a first visit to the shop), sent instead of the page's file. */
  html?: string | null;
  /**
   * The staff role this browser says it is signed in as (its `signed_in_role` cookie, a hint, no
   * credential): it gets that role's frame of the page, or the bare app, never a page pre-rendered
   * for signed-out visitors (the landing page where a dashboard will be, issue 46).
   */
  signedInAs?: string;
}

interface WebAppOptions {
  distDir: string;
  onPage?: (request: FastifyRequest, reply: FastifyReply) => PageAnswer | Promise<PageAnswer>;
}

/**
 * Serves the built web app and answers every other GET with index.html so the client router
 * decides (unknown pages redirect to /), or with the page's pre-rendered HTML when the build made
 * one. API paths keep their JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { distDir, onPage }: WebAppOptions) => {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (!hasWebApp) app.log.warn({ distDir }, 'web app not built; serving the API only (run npm run build)');
  else await registerStatic(app, distDir);
  const pages = prerenderedPages(distDir);
  const frames = signedInFrames(distDir);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !isAsset(path) &&
      (PAGES_UNDER_API_PREFIXES.includes(path) || !hasApiPrefix(path));
    if (hasWebApp && wantsPage) {
      const { isPrivate, html, signedInAs } = (await onPage?.(request, reply)) ?? { isPrivate: false };
      if (html) return sendDrawnPage(request, reply, html);
      if (signedInAs !== undefined) {
        const frame = frames.get(signedInAs.toLowerCase())?.get(path);
        // Chosen by a cookie: a shared cache must not hand this page to another browser.
        return reply.header('cache-control', 'private, no-cache').sendFile(frame ?? 'index.html');
      }
      return reply
        .header('cache-control', isPrivate ? 'private, no-cache' : 'no-cache')
        .sendFile(pages.get(path) ?? 'index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
});

/**
 * A page drawn for one request: it holds that visitor's replies, so it is stored nowhere, and it is
 * compressed here as the built files are at build time (brotli at a quality fast enough per page).
 */
async function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DRAWN_PAGE_BROTLI_QUALITY },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}

async function registerStatic(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    // Routes are made for the files present at start: restart the server after rebuilding the web app.
    wildcard: false,
    globIgnore: [`${SERVER_ONLY_DIR}/**`, `${SIGNED_IN_DIR}/**`],
    index: false,
    // The web build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    // Set here instead: a page answered by the handler above keeps the header it chose.
    cacheControl: false,
    setHeaders: (reply, path) => {
      // Vite fingerprints assets, so they never change; every other file must always be revalidated.
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    },
  });
}
