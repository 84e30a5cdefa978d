// The pieces build/react-on-preact.js adds to Preact's compatibility layer (the rest is the layer's).
import type { ComponentChildren, Context, VNode } from 'preact';

export function Activity(props: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }): VNode;
export function useOptimistic<S>(state: S): [S, (action: unknown) => void];
export function use<T>(usable: Context<T> | PromiseLike<T>): T;
export function useDeferredValue<T>(value: T): T;
