/**
 * `react` as the app's bundle sees it (vite.config.ts aliases `react` here): Preact's compatibility
 * layer plus the React 19 pieces that Mantine 9 and React Router 8 import and the layer lacks.
 * Plain JavaScript, since Preact's types cannot be re-exported whole.
 */
import { options } from 'preact';
import { use as compatUse, createElement, useContext, useEffect, useRef, useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * A commit's effects run in the next task, as React runs them at once after a click or a key,
 * rather than after the next frame (Preact's default, up to 35 ms later): Mantine prepares in
 * effects what the next key needs, so a quick ArrowDown then Enter in a Select picked nothing.
 * And, as React flushes a commit's effects before it handles the next discrete event, a key or a
 * press runs them first: a browser handles input before timers, so on a busy phone the next key
 * could still arrive before that task (the Select's option list, set in an effect, was unknown).
 * Flushing twice is harmless: the second finds the queue empty.
 */
let pendingEffects = null;
options.requestAnimationFrame = (flushEffects) => {
  pendingEffects = flushEffects;
  setTimeout(() => {
    if (pendingEffects === flushEffects) pendingEffects = null;
    flushEffects();
  });
};
function flushEffectsBeforeInput() {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
}
for (const type of ['keydown', 'pointerdown', 'mousedown']) {
  globalThis.window?.addEventListener?.(type, flushEffectsBeforeInput, true);
}

/**
 * A kept-mounted subtree that is hidden keeps its state and leaves the layout. Mantine uses it
 * only for `keepMounted` transitions, collapses and tabs; React also pauses the subtree's effects.
 */
export function Activity({ mode, children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * A changed value is drawn with its previous value first and with the new one in a task of its own,
 * as React defers it; the layer answers the new value at once. The shop draws its grid this way, so
 * that the page and its first cards are not one long task on a phone. As in React, the catching-up
 * render shows the value of that render itself, so a value made afresh by every render (an array
 * built in the component) costs one more render, never an endless chain of them.
 */
export function useDeferredValue(value) {
  const drawn = useRef(value);
  const isCatchingUp = useRef(false);
  const [, catchUp] = useState(0);
  if (isCatchingUp.current) {
    isCatchingUp.current = false;
    drawn.current = value;
  }
  const shown = drawn.current;
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => {
      isCatchingUp.current = true;
      catchUp((renders) => renders + 1);
    });
    return () => clearTimeout(timer);
  }, [shown, value]);
  return shown;
}

/** React Router asks for an optimistic state only with `useTransitions`, which this app leaves off. */
export function useOptimistic(state) {
  return [state, () => {}];
}

/**
 * Mantine reads every context with `use`. The layer's `use` finds a context through a field that
 * preact-render-to-string does not set, so the pre-render would fail; `useContext` works in both.
 * `useContext` takes a hook slot, which is safe while every `use` of a context is unconditional (so
 * are all 47 in Mantine 9.7 and React Router 8.5; check again when upgrading them).
 */
export function use(usable) {
  // biome-ignore lint/correctness/useHookAtTopLevel: a given call site always passes the same kind (see above).
  return 'then' in usable ? compatUse(usable) : useContext(usable);
}
