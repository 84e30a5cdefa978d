import './mantine.css';
import themeVariablesCss from 'virtual:theme-variables';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredOverlays } from './deferred-overlays';
import { theme } from './theme';

/**
 * The theme's CSS variables come from the build (build/theme-variables.ts), in the element
 * MantineProvider would draw them in: working them out on every first render cost a seventh of a
 * pre-rendered page's first pass on a phone.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's own variables, made at build time. */}
      <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: themeVariablesCss }} />
      <QueryClientProvider client={queryClient}>
        <DeferredOverlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
