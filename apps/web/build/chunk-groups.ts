import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** Mantine's components and hooks and the icons: many modules of well under a kilobyte each. */
const UI_KIT = /[\\/]node_modules[\\/](?:@mantine|@tabler)[\\/]/;

/** A group of the UI kit's modules smaller than this (bytes before minifying) joins its nearest. */
const UI_MERGE_BYTES = 1_500;

/**
 * How the browser build cuts its chunks (issue 18). Left to itself, Rolldown makes a chunk of each
 * set of modules that the same pages and lazy parts share: the drawn shop's first visit fetched 59
 * files, most of them under 1 kB gzip (a Mantine component, an icon, a store), `/` 28. Each file is
 * a request the page's own thread starts (1–4 ms of it on a slow host) and a module of its own to
 * link and run.
 * - `app`: every module the entries import statically. Every page runs all of them, so one chunk
 *   costs no page a byte more (they were five: the React layer, the router, Mantine's base…).
 * - `ui`: the UI kit's modules, still grouped by the pages that use them (a page fetches no
 *   component it does not draw), but a group smaller than UI_MERGE_BYTES joins the group whose
 *   pages are nearest to its own, at the cost of a few hundred bytes on some pages.
 * A chunk's file takes its group's name alone: Rolldown names a group's chunk after every page that
 * shares it, which made file names of 150 characters, repeated in each import of them.
 */
export const chunkGroups = (entryModules: string[]): CodeSplitting => ({
  groups: [
    {
      name: 'app',
      tags: ['$initial'],
      // The entries' own modules stay in the chunks the pages name: the pre-rendered pages' only
      // script would otherwise join this chunk, and so would the entry's (index.html's script,
      // `index.html?html-proxy…`, and what it names), leaving index.html two scripts.
      test: (id) => !entryModules.some((entry) => id.startsWith(entry)),
      priority: 2,
    },
    {
      name: 'ui',
      test: UI_KIT,
      entriesAware: true,
      entriesAwareMergeThreshold: UI_MERGE_BYTES,
      priority: 1,
    },
  ],
});

/** `ui~landing-route~shop-routes~…` → `assets/ui-[hash].js`; the hash tells the chunks apart. */
export const chunkFileName = ({ name }: { name: string }) => `assets/${name.split('~')[0]}-[hash].js`;
