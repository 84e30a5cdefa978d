import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/', '/dev/', '/payments/'];
/** Pages of the web app that live under an API prefix (spec: the provider password pages). */
const PAGES_UNDER_API_PREFIXES = ['/auth/password_recovery', '/auth/password_reset'];
/** A missing asset is a 404, never the app's HTML under a .js name. */
const isAsset = (path: string) => path.startsWith('/assets/');
/** The public pages the web build pre-rendered (apps/web/build/prerender.ts), one file per path. */
const PRERENDERED_DIR = 'prerendered';

/** Maps each page path to its file: prerendered/index.html is /, prerendered/providers/signin.html /providers/signin. */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = join(distDir, PRERENDERED_DIR);
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

interface WebAppOptions {
  distDir: string;
  /** Runs before a page's HTML is sent; answers whether it set a cookie, which makes the page private. */
  onPage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !isAsset(path) &&
      (PAGES_UNDER_API_PREFIXES.includes(path) || !API_PREFIXES.some((prefix) => path.startsWith(prefix)));
    if (hasWebApp && wantsPage) {
      // A page that sets a cookie is this browser's alone: no shared cache may keep it.
      const setsCookie = onPage?.(request, reply) ?? false;
      return reply
        .header('cache-control', setsCookie ? 'private, no-cache' : 'no-cache')
        .sendFile(pages.get(path) ?? 'index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });
});

async function registerStatic(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    // Routes are made for the files present at start: restart the server after rebuilding the web app.
    wildcard: false,
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
