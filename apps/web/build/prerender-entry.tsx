import './ssr-globals';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../src/app/app-root';
import { resolveLazyRoutes } from '../src/app/lazy-routes';
import { routes } from '../src/app/router';

/** The markup of `url` as a signed-out visitor first sees it, every lazy part loaded (Suspense resolved). */
export async function renderPage(url: string): Promise<string> {
  await resolveLazyRoutes(routes, url);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const { prelude } = await prerenderToNodeStream(<AppRoot router={router} />);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
