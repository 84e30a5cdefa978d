import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableColors, readableShade, readableVariants } from './readable-colors';
import { theme } from './theme';

const ratio = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('readable colours', () => {
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors };

  it.each(Object.keys(colors))('%s text reads at 4.5:1 on white and on its light background', (name) => {
    const shades = colors[name]!;
    const text = readableShade(shades);
    expect(ratio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(text, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(text, shades[2])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a shade that already reads as it is', () => {
    expect(readableShade(colors.dark!)).toBe(colors.dark![9]);
  });

  it('sets the text, light and outline colour of every theme colour', () => {
    const { light } = readableColors({ ...DEFAULT_THEME, colors } as never);
    expect(light['--mantine-color-yellow-light-color']).toBe(readableShade(colors.yellow!));
    expect(light['--mantine-color-orange-text']).toBe(readableShade(colors.orange!));
    expect(light['--mantine-color-brand-outline']).toBe(readableShade(colors.brand!));
  });

  it('draws a subtle button of a given shade in its readable text colour, not shade 6', () => {
    const withColors = { ...DEFAULT_THEME, colors } as typeof DEFAULT_THEME;
    const resolved = readableVariants({ color: 'orange.9', theme: withColors, variant: 'subtle' });
    expect(resolved.color).toBe('var(--mantine-color-orange-text)');
    expect(readableVariants({ color: 'orange', theme: withColors, variant: 'light' }).color).toBe(
      'var(--mantine-color-orange-light-color)',
    );
  });
});
