import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredOverlays } from './deferred-overlays';
import { readableColors } from './readable-colors';
import { theme } from './theme';

/** Mantine (with the app's theme), the query client and the overlays every page may open. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <DeferredOverlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
