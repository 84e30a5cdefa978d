import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/**
 * The public pages a visitor lands on, written as HTML at build time so they paint before any
 * JavaScript runs (issue 18). `modules` are the lazy route modules that draw the page: their chunks
 * are preloaded and their CSS linked, so hydration needs no second round of requests.
 *
 * A `shell` is the frame of a page that depends on the visitor's session (the shop, opened from a
 * text message with a referral code, and the cart): it paints the frame at once, then is drawn
 * afresh, never hydrated. Its chunks are fetched at once, beside the paint, since the page is not
 * there until they run; a page's chunks wait until it has painted. Each shell's head is also the
 * page the server draws a patient's visit into (FIRST_VISIT_RENDERER), sent when it cannot.
 */
type Page = { url: string; title: string; modules: string[]; shell?: true; signedIn?: SignedInRole };

/**
 * The role cookie's values (lib/auth-session.ts) a frame is drawn for: a signed-in visitor's page
 * depends on data only the browser's credentials can read, so the build draws each role's entry
 * pages as they look while those reads are on their way (issue 46). The server sends the frame
 * that matches the visitor's `signed_in_role` cookie (apps/server plugins/web-app.ts); a frame is
 * always drawn afresh, never hydrated.
 */
type SignedInRole = 'Provider' | 'Supplier' | 'Admin';

const PAGES: Page[] = [
  {
    url: '/',
    title: 'Carelane — medical equipment, covered by your insurance',
    modules: ['src/features/marketing/routes/landing-route.tsx'],
  },
  {
    url: '/providers',
    title: 'For Providers — Carelane',
    modules: ['src/features/marketing/routes/marketing-routes.tsx'],
  },
  {
    url: '/providers/signin',
    title: 'Provider Sign In | Carelane',
    modules: ['src/features/auth/routes/auth-routes.ts'],
  },
  {
    url: '/shop',
    title: 'Carelane — medical equipment, covered by your insurance',
    modules: ['src/features/shop/routes/shop-routes.ts'],
    shell: true,
  },
  {
    url: '/cart',
    title: 'Carelane — medical equipment, covered by your insurance',
    // The cart is drawn inside the shop's frame (its layout route).
    modules: ['src/features/shop/routes/shop-routes.ts', 'src/features/checkout/routes/cart-page.tsx'],
    shell: true,
  },
  signedInFrame('Provider', '/', 'Work Orders | Carelane', [
    'src/features/dashboard/routes/dashboard-routes.tsx',
  ]),
  signedInFrame('Provider', '/work_orders/new', 'New work order | Carelane', [
    'src/features/dashboard/routes/dashboard-routes.tsx',
    'src/features/work-orders/routes/new-work-order-page.tsx',
  ]),
  signedInFrame('Supplier', '/', 'Fulfillments | Carelane', [
    'src/features/dashboard/routes/dashboard-routes.tsx',
  ]),
  signedInFrame('Admin', '/ops/suppliers', 'Suppliers | Carelane', [
    'src/features/operations/routes/operations-routes.ts',
  ]),
  signedInFrame('Admin', '/ops/faxes', 'Fax inbox | Carelane', [
    'src/features/operations/routes/operations-routes.ts',
  ]),
];

function signedInFrame(role: SignedInRole, url: string, title: string, modules: string[]): Page {
  return { url, title, modules, shell: true, signedIn: role };
}

/** Where the pages go inside the build; apps/server/src/plugins/web-app.ts serves them by path. */
const PRERENDERED_DIR = 'prerendered';
/** Where the signed-in frames go: `<dir>/<role in lower case>/<page's file>`, sent only by role. */
const SIGNED_IN_DIR = 'signed-in';
/**
 * The server's part of the build, never sent (a dot folder): the node build of prerender-entry.tsx,
 * which renders a patient's first visit to the shop, and the page it renders into, whose root holds
 * `markup`. apps/server/src/features/shop/first-visit-page.ts reads them by these names.
 */
const FIRST_VISIT_RENDERER = {
  dir: '.server',
  file: 'prerender-entry.js',
  /** Each shell's page to draw into is `<dir>/<shell's file>`: shop.html, cart.html. */
  markup: '<!--carelane:first-visit-markup-->',
};
/** The build entry that inserts a page's scripts and stylesheets once it has painted (vite.config.ts). */
export const AFTER_FIRST_PAINT_ENTRY = 'src/app/after-first-paint.ts';
/** What a page loads after its first paint: every module script, module preload and stylesheet link. */
const LOADED_AFTER_PAINT =
  /\s*(?:<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*>)/g;
const SCRIPT_SOURCE = /<script type="module"[^>]*src="([^"]+)"/;
/** Beasties' way to load a stylesheet without blocking a parser-inserted link (CSP forbids onload). */
const PRINT_MEDIA_SWAP = / media="print" onload="this\.media='all'"/;

/** The tag that fetches what `tag` loads without running or applying it (a shell's, at once). */
function preloadOf(tag: string): string[] {
  const source = SCRIPT_SOURCE.exec(tag)?.[1];
  if (source) return [`<link rel="modulepreload" crossorigin href="${source}">`];
  if (tag.startsWith('<link rel="stylesheet"'))
    return [tag.replace('rel="stylesheet"', 'rel="preload" as="style"')];
  return [];
}

const fileOf = (url: string) => `${url === '/' ? '/index' : url}.html`;
const targetOf = (page: Page) =>
  page.signedIn
    ? join(SIGNED_IN_DIR, page.signedIn.toLowerCase(), fileOf(page.url))
    : join(PRERENDERED_DIR, fileOf(page.url));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The chunk of `moduleId` and every chunk it imports statically, with the CSS they bring. */
function chunksOf(bundle: Rolldown.OutputBundle, moduleId: string) {
  const byFile = new Map(
    Object.values(bundle).flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out]] : [])),
  );
  const start = [...byFile.values()].find((chunk) => chunk.facadeModuleId === moduleId);
  if (!start) throw new Error(`prerender: no chunk is built from ${moduleId}`);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || js.has(file)) return;
    js.add(file);
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return { js, css };
}

/** The file the build wrote for the entry module `moduleId`. */
function entryFile(bundle: Rolldown.OutputBundle, moduleId: string) {
  const chunk = Object.values(bundle).find(
    (out) => out.type === 'chunk' && out.isEntry && out.facadeModuleId === moduleId,
  );
  if (!chunk) throw new Error(`prerender: no entry is built from ${moduleId}`);
  return chunk.fileName;
}

/**
 * Moves the page's scripts and stylesheets into the inert <template> that after-first-paint.ts
 * inserts once the page has painted, and names that script alone. The stylesheets lose Beasties'
 * media="print" (the way to load without blocking a parser-inserted link): a stylesheet inserted by
 * a script never blocks rendering, and the rules the page shows are inlined already. A shell's
 * scripts are fetched at once (module preloads) and only run after the paint.
 */
function loadAfterFirstPaint(
  html: string,
  loaderFile: string,
  { shell, stylesheetsBlock = false }: { shell: boolean; stylesheetsBlock?: boolean },
) {
  const staysInPlace = (tag: string) => stylesheetsBlock && tag.trim().startsWith('<link rel="stylesheet"');
  const tags = (html.match(LOADED_AFTER_PAINT) ?? [])
    .filter((tag) => !staysInPlace(tag))
    .map((tag) => tag.trim().replace(PRINT_MEDIA_SWAP, ''));
  const fetchedAtOnce = shell ? tags.filter((tag) => tag.startsWith('<link rel="modulepreload"')) : [];
  const preloads = shell ? tags.flatMap(preloadOf) : [];
  const deferred = tags.filter((tag) => !fetchedAtOnce.includes(tag)).join('');
  return html
    .replace(LOADED_AFTER_PAINT, (tag) => (staysInPlace(tag) ? tag : ''))
    .replace(
      '</head>',
      `${[...preloads, ...fetchedAtOnce].join('')}<template id="after-first-paint">${deferred}</template>` +
        `<script type="module" src="/${loaderFile}"></script></head>`,
    );
}

/**
 * The page the server draws a first visit to the shop into (apps/server first-visit-page.ts): the
 * shell's head, its markup left to the server. What it draws is more than the frame whose rules
 * Beasties inlined, so its stylesheets are linked as usual (they block the paint they style); its
 * scripts still run after that paint.
 */
async function writeFirstVisitTemplate(frame: string, loaderFile: string, target: string) {
  const html = loadAfterFirstPaint(
    frame.replace('<div id="root"></div>', `<div id="root" data-shell>${FIRST_VISIT_RENDERER.markup}</div>`),
    loaderFile,
    { shell: false, stylesheetsBlock: true },
  );
  await writeFile(target, html);
}

/** Renders PAGES with a server build of the app, then inlines the CSS each one uses (Beasties). */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rolldown.OutputBundle;
  return {
    name: 'carelane-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Kept in the build: the server renders a patient's first visit to the shop with it.
        const serverDir = join(outDir, FIRST_VISIT_RENDERER.dir);
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled, not required from node_modules: the server loads this file from the built web
          // app, which needs no node_modules of its own beside it.
          ssr: { noExternal: true },
          build: {
            ssr: resolve(config.root, 'build/prerender-entry.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            // Code for node, read from disk: its size warns of nothing.
            chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
          },
        });
        const { renderPage } = (await import(
          pathToFileURL(join(serverDir, FIRST_VISIT_RENDERER.file)).href
        )) as {
          renderPage: (url: string, options?: { signedIn?: SignedInRole }) => Promise<string>;
        };
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const loaderFile = entryFile(bundle, resolve(config.root, AFTER_FIRST_PAINT_ENTRY));
        const beasties = new Beasties({
          path: outDir,
          publicPath: '/',
          preload: 'media',
          noscriptFallback: false,
          reduceInlineStyles: false,
          // Beasties drops `:root[data-mantine-color-scheme=light]` (Mantine's colour variables).
          allowRules: [/^:root\[/],
          logLevel: 'warn',
        });
        for (const page of PAGES) {
          const chunks = page.modules.map((module) => chunksOf(bundle, resolve(config.root, module)));
          const js = new Set(chunks.flatMap((chunk) => [...chunk.js]));
          const css = new Set(chunks.flatMap((chunk) => [...chunk.css]));
          const links = [
            ...[...js]
              .filter((file) => !template.includes(file))
              .map((file) => `<link rel="modulepreload" href="/${file}">`),
            ...[...css]
              .filter((file) => !template.includes(file))
              .map((file) => `<link rel="stylesheet" href="/${file}">`),
          ].join('');
          const frame = template
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace('</head>', `${links}</head>`);
          const html = frame.replace(
            '<div id="root"></div>',
            `<div id="root"${page.shell ? ' data-shell' : ''}>${await renderPage(page.url, { signedIn: page.signedIn })}</div>`,
          );
          if (page.shell && !page.signedIn)
            await writeFirstVisitTemplate(frame, loaderFile, join(serverDir, fileOf(page.url)));
          const inlined = loadAfterFirstPaint(
            (await beasties.process(html)).replace(' data-beasties-container', ''),
            loaderFile,
            // A signed-in frame's scripts wait for its paint, as a public page's do: fetched beside
            // it, ~300 kB of them held a phone's first paint in Lighthouse's model (a preloaded
            // script started before the paint counts as blocking it), FCP 4.1 s.
            { shell: page.shell === true && !page.signedIn },
          );
          const target = join(outDir, targetOf(page));
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, inlined);
        }
      },
    },
  };
}
