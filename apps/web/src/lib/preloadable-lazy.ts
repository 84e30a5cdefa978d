import { type ComponentType, createElement, lazy } from 'react';

/**
 * A lazy component whose module can be loaded before its first render, which then draws it at once
 * instead of suspending. Hydration needs that: a part that suspends while React hydrates keeps its
 * pre-rendered markup but answers nothing until its module arrives, so a pre-rendered page must not
 * suspend while it is hydrated. A caller
 * that must never suspend draws something else until `isLoaded()`. A load that failed (offline, a
 * new deployment) is tried again by the next `preload`.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => createElement(loaded ?? Suspending, props);
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}
