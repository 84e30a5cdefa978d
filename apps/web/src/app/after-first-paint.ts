/**
 * The only script a pre-rendered page names (apps/web/build/prerender.ts). The page's own scripts
 * and stylesheets wait in an inert <template> and are inserted once the browser has painted the
 * page: nothing fetched or run before that paint can delay it (Lighthouse counts every script that
 * has run by the time of the largest paint as blocking it).
 *
 * Until React can answer the page (main.tsx sends HYDRATED), links work as plain links; a form
 * sent or a button pressed is held and replayed then. Without that a form would be submitted by
 * the browser, as a GET with its fields (a password) in the address, and a press would be lost
 * (React drops one it cannot hydrate its target for at once). A signed-in visitor's page is
 * rendered afresh instead (HYDRATED's detail is false): what was held on the signed-out page is
 * dropped.
 */
const HYDRATED = 'carelane:hydrated';

const template = document.getElementById('after-first-paint');
if (template instanceof HTMLTemplateElement) {
  holdInteractionsUntilHydrating();
  afterFirstContentfulPaint(() => {
    // importNode makes live elements of the template's inert ones: their scripts run, links load.
    const content = document.importNode(template.content, true);
    applyStylesheetsTogether([...content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]);
    appendInBatches(document.head, [...content.children]);
  });
}

/**
 * How many of the page's tags go in per task. Each inserted script, preload or stylesheet starts a
 * request there and then: the drawn shop's ~55 tags in one go were one task of 25–45 ms on a fast
 * host, over 100 ms of Lighthouse's phone CPU, and what is cached (a preloaded stylesheet) is parsed
 * in it too. Eight a task still made tasks of 50–63 ms of that CPU on a fast host, and of 120–200 ms
 * on a slow one, where a tag's request took 1–4 ms of the page's own thread.
 */
export const TAGS_PER_TASK = 4;

/**
 * Appends `elements` to `parent` in their order, TAGS_PER_TASK in each task, so that a paint or a
 * press can come in between. The template puts the page's script and what it imports first.
 */
export function appendInBatches(parent: Element, elements: Element[]) {
  parent.append(...elements.slice(0, TAGS_PER_TASK));
  const rest = elements.slice(TAGS_PER_TASK);
  if (rest.length > 0) setTimeout(() => appendInBatches(parent, rest), 0);
}

/**
 * Lets the page's stylesheets take effect together, once every one has loaded (or failed). One at
 * a time, the main one would for a moment come after the page's own rules inlined in the document,
 * which override some of Mantine's: the page would lay out twice and shift (Lighthouse saw a layout
 * shift of 0.024 on /providers). Not applying, a stylesheet still loads; `fetchpriority` keeps it
 * from the lowest priority browsers give a stylesheet for another medium.
 */
export function applyStylesheetsTogether(links: HTMLLinkElement[]) {
  let loading = links.length;
  const settle = () => {
    loading -= 1;
    if (loading === 0) for (const link of links) link.media = 'all';
  };
  for (const link of links) {
    link.media = 'print';
    link.fetchPriority = 'high';
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
  }
}

/** Two frames after the first contentful paint: the page as sent is on screen, not a part of it. */
function afterFirstContentfulPaint(run: () => void) {
  const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(run));
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    twoFrames();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    twoFrames();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function holdInteractionsUntilHydrating() {
  let held: (() => void) | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target as HTMLFormElement;
    held = () => form.isConnected && form.requestSubmit(event.submitter);
  };
  const holdButtonPress = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    // A submit button's press arrives as the form's submit event, held above.
    if (!button || button.type === 'submit') return;
    // Not to React, which would answer it once more if it could.
    event.stopPropagation();
    held = () => button.isConnected && button.click();
  };
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdButtonPress, true);
  window.addEventListener(
    HYDRATED,
    (event) => {
      document.removeEventListener('submit', holdSubmit, true);
      document.removeEventListener('click', holdButtonPress, true);
      // In a task of its own: HYDRATED is sent from the app's first effect, inside React's own work,
      // where a press cannot make React hydrate the part pressed first (a part inside a Suspense
      // boundary hydrates after that effect).
      if ((event as CustomEvent<boolean>).detail) setTimeout(() => held?.(), 0);
    },
    { once: true },
  );
}
