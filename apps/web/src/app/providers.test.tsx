import { DEFAULT_THEME, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { readableColors, readableShade } from './readable-colors';
import { theme } from './theme';

const themeStyles = (container: HTMLElement) =>
  [...container.querySelectorAll('style[data-mantine-styles="true"]')].map((style) => style.textContent);

describe('AppProviders', () => {
  it("draws the theme's CSS variables made at build time, exactly as MantineProvider works them out", () => {
    const ours = render(
      <AppProviders queryClient={createQueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    const mantines = render(
      <MantineProvider theme={theme} cssVariablesResolver={readableColors} defaultColorScheme="light">
        <p>page</p>
      </MantineProvider>,
    );

    const expected = themeStyles(mantines.container);
    expect(expected).toHaveLength(1);
    expect(expected[0]).toContain('--mantine-primary-color-filled');
    // Light badges and coloured text in the shade that reads at AA (issue 48 item 8).
    expect(expected[0]).toContain(
      `--mantine-color-yellow-light-color: ${readableShade(DEFAULT_THEME.colors.yellow)}`,
    );
    expect(themeStyles(ours.container)).toEqual(expected);
  });
});
