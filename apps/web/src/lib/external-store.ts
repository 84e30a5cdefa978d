import { useSyncExternalStore } from 'react';

/** A tiny module-level store React can subscribe to (the modals, the patient's and the signed-in session). */
export function createExternalStore<State>(initial: State) {
  const listeners = new Set<() => void>();
  let state = initial;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const get = () => state;
  return {
    get,
    set(next: State) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    useState: () => useSyncExternalStore(subscribe, get, get),
  };
}
