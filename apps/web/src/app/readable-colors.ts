import { type CSSVariablesResolver, darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2.2 AA for normal text. */
const AA = 4.5;

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The colour's text shade that reads at AA on white and on its own light background (shade 1):
 * shade 9, darkened as little as it takes. Mantine writes light badges, subtle and outline buttons
 * and coloured text in shade 9, which is 2.5–2.9:1 for yellow and orange (issue 48 item 8).
 */
export function readableShade(shades: MantineColorsTuple) {
  let amount = 0;
  let text = shades[9];
  while ((contrast(text, '#ffffff') < AA || contrast(text, shades[1]) < AA) && amount < 0.9) {
    amount += 0.05;
    text = darken(shades[9], amount);
  }
  return text;
}

/** Every theme colour's text variables in its readable shade; the light scheme only. */
export const readableColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, shades]) => {
      const text = readableShade(shades);
      return [
        [`--mantine-color-${name}-text`, text],
        [`--mantine-color-${name}-light-color`, text],
        [`--mantine-color-${name}-outline`, text],
      ];
    }),
  ),
  dark: {},
});
