import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match `url` and writes them into those routes, so that
 * the first render shows the page itself: the pre-rendered HTML (apps/web/build/prerender.ts) and
 * the browser's hydration of it must render the same tree, never the HydrateFallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
