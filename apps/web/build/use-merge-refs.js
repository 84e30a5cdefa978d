// useMergeRefs of @floating-ui/react 0.27 (MIT, Copyright (c) 2021-present Floating UI contributors),
// copied as it is so that Mantine's ScrollArea can take it without the rest of that package
// (build/scroll-area-merge-refs.ts).
import { useCallback, useMemo, useRef } from 'react';

export function useMergeRefs(refs) {
  const cleanupRef = useRef(undefined);
  const refEffect = useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => refCallback(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const refCleanup of cleanups) refCleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the original.
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the dependencies, as in the original.
  }, refs);
}
