import { QueryClient } from '@tanstack/react-query';

/** Spec §9: failed queries are not retried; no refetch on focus or reconnect unless a query asks. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
