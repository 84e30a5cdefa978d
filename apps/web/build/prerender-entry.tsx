import './ssr-globals';
import { timeoutManager } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../src/app/app-root';
import { resolveLazyRoutes } from '../src/app/lazy-routes';
import { routes } from '../src/app/router';

// A render's queries schedule their cache's collection minutes later; unreferenced, those timers
// let the build's process exit once the pages are written.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, delay) => setTimeout(callback, delay).unref(),
  clearTimeout: (id) => clearTimeout(id as NodeJS.Timeout | undefined),
  setInterval: (callback, delay) => setInterval(callback, delay).unref(),
  clearInterval: (id) => clearInterval(id as NodeJS.Timeout | undefined),
});

/** The markup of `url` as a signed-out visitor first sees it, every lazy part loaded (Suspense resolved). */
export async function renderPage(url: string): Promise<string> {
  await resolveLazyRoutes(routes, url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return renderToStringAsync(<AppRoot router={router} />);
}
