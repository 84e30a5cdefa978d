import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Preact (vite.config.ts) hydrates a pre-rendered page in one synchronous pass: on the landing
 * pages that pass was the longest task of the load (~250 ms under Lighthouse's phone CPU). A
 * section wrapped in `HydrationSlice` is left out of that pass: it suspends, Preact keeps its
 * markup on screen, and it hydrates in a task of its own once the pass is done, one section a
 * task, so a press or a paint can come in between; a slice inside a slice hydrates in a task after
 * its own. It must render a single element (Preact keeps one node of a subtree suspended while
 * hydrating), and no field that nothing covers until then: a press waits for the slices
 * (app/after-first-paint.ts), but text typed into a field before its slice hydrated was lost (the
 * sign-in journeys caught it). Outside `hydrateInSlices` (a render afresh, a later visit to the
 * page, the pre-render, React in the unit tests) it renders its children at once.
 */
let deferring = false;
let lastSlice: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `hydrate` (Preact's, which is synchronous) with the slices deferred. Resolves once every
 * slice has hydrated, those inside a slice included: until then a press on one would reach markup
 * nothing answers yet.
 */
export async function hydrateInSlices(hydrate: () => void): Promise<void> {
  deferring = true;
  try {
    hydrate();
  } finally {
    deferring = false;
  }
  // A slice hydrates in the task its wait ends in, and the slices inside it take their turns then:
  // the queue is done when the task after its last turn finds no turn taken since.
  for (let seen: Promise<void> | null = null; seen !== lastSlice; ) {
    seen = lastSlice;
    await seen;
    await nextTask();
  }
}

/** A slice's place in the queue: it hydrates in the task after the slice before it. */
interface Turn {
  comes: Promise<void>;
  hasCome: boolean;
  /** Whether the slice has hydrated: it does once, when its turn has come. */
  hasHydrated: boolean;
}

function takeTurn(): Turn {
  lastSlice = lastSlice.then(nextTask);
  const turn: Turn = { comes: lastSlice, hasCome: false, hasHydrated: false };
  // Registered before the gate throws the promise to Suspense, so it has run when Preact resumes.
  void lastSlice.then(() => {
    turn.hasCome = true;
  });
  return turn;
}

// The turn is the slice's own, not the module's flag: the page above may render again before it
// comes (an effect of the first pass that sets a store's or a query's state), and a gate that
// asked the flag then opened every waiting slice in that one task.
function SliceGate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.hasCome) throw turn.comes;
  if (turn && !turn.hasHydrated) {
    turn.hasHydrated = true;
    deferWhileThisRenderLasts();
  }
  return children;
}

/**
 * A slice's children render in the same synchronous pass as its gate, which Preact runs in a
 * microtask of its own: the slices among them take turns of their own, so that a slice may hold
 * others (a page whose cards are slices) and still be one short task.
 */
function deferWhileThisRenderLasts() {
  deferring = true;
  queueMicrotask(() => {
    deferring = false;
  });
}

/** A part of a pre-rendered page that hydrates after the rest, in a task of its own. */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (deferring ? takeTurn() : null));
  // A boundary per slice: Preact resumes a boundary's suspended children only when all are ready.
  return (
    <Suspense fallback={null}>
      <SliceGate turn={turn}>{children}</SliceGate>
    </Suspense>
  );
}

/**
 * What a pre-rendered page draws nothing of (a dialog's host: its dialog opens in a portal) joins
 * the page after its first pass, in a task of its own, rather than lengthening that pass. Outside
 * `hydrateInSlices` it renders its children at once.
 */
export function AfterFirstPass({ children }: { children: ReactNode }) {
  const [isDeferred, setDeferred] = useState(deferring);
  useEffect(() => setDeferred(false), []);
  return isDeferred ? null : children;
}
