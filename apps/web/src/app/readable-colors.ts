import {
  type CSSVariablesResolver,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG 2.2 AA for normal text. */
const AA = 4.5;
/** Between gray 6 (3.3:1) and gray 7, which reads as a value: 4.8:1 on white. */
const PLACEHOLDER = '#6b7280';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The colour's text shade that reads at AA on white and on its own light background (shade 1, and
 * shade 2 under a pointer):
 * shade 9, darkened as little as it takes. Mantine writes light badges, subtle and outline buttons
 * and coloured text in shade 9, which is 2.5–2.9:1 for yellow and orange (issue 48 item 8).
 */
export function readableShade(shades: MantineColorsTuple) {
  let amount = 0;
  let text = shades[9];
  const backgrounds = ['#ffffff', shades[1], shades[2]];
  while (backgrounds.some((background) => contrast(text, background) < AA) && amount < 0.9) {
    amount += 0.05;
    text = darken(shades[9], amount);
  }
  return text;
}

/**
 * Every theme colour's text variables in its readable shade, and its filled hover a little darker
 * than shade 9 (Mantine's is the lighter shade 8, 4.3:1 under white text); dimmed text in gray 7,
 * not gray 6 (3.3:1); the error red (a field's text and message) and the placeholder drawn as an
 * element (a select's "Pick one") at AA too. The light scheme only.
 */
export const readableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': readableShade(theme.colors.red),
    '--mantine-color-placeholder': PLACEHOLDER,
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        const text = readableShade(shades);
        return [
          [`--mantine-color-${name}-text`, text],
          [`--mantine-color-${name}-light-color`, text],
          [`--mantine-color-${name}-outline`, text],
          [`--mantine-color-${name}-filled-hover`, darken(shades[9], 0.15)],
        ];
      }),
    ),
  },
  dark: {},
});

/**
 * Mantine draws a subtle button of a given shade ('orange.9') in shade 6 at most, 2.6:1 on white:
 * such a button is drawn in its colour's readable shade instead.
 */
export const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-text)` };
};
