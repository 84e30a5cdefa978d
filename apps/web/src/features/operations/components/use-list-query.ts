import { useState } from 'react';

/** A console list's query: a new search or filter goes back to page 1. */
export function useListQuery<F extends Record<string, string | undefined>>(initial: F) {
  const [query, setQuery] = useState<F & { query?: string; page?: number }>(initial);
  return {
    query,
    setFilter: (patch: Partial<F> & { query?: string }) =>
      setQuery((current) => ({ ...current, ...patch, page: 1 })),
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
  };
}
