import { matchRoutes, type RouteObject } from 'react-router';

/** A route's `handle` may name what its element loads lazily, to be loaded before the first render. */
export type PreloadingHandle = { preload: () => Promise<unknown> };

/**
 * Loads the lazy modules of the routes that match `url` and writes them into those routes, so that
 * the first render shows the page itself: the pre-rendered HTML (apps/web/build/prerender.ts) and
 * the browser's hydration of it must render the same tree, never the HydrateFallback, and never
 * suspend (a press replayed onto a suspended subtree would be lost).
 */
export async function resolveLazyRoutes(routes: RouteObject[], url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      await (route.handle as Partial<PreloadingHandle> | undefined)?.preload?.();
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
