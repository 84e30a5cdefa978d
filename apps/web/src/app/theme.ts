import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { readableVariants } from './readable-colors';

const brand: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  '#0c8599',
  '#0b7285',
];

/** Breakpoints 48em and 62em are the spec's mobile and account-sidebar limits (spec §9). */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  // Shade 9 keeps white button text at WCAG AA contrast (shade 8 is 4.3:1).
  primaryShade: { light: 9, dark: 6 },
  // A filled yellow or orange button with white text is under 3:1; these get dark text instead.
  autoContrast: true,
  variantColorResolver: readableVariants,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  // Visitors who ask their system for less motion get no modal and menu animations.
  respectReducedMotion: true,
  components: {
    // Mantine's default error red and description grey are about 3.3:1 on white; these pass WCAG AA.
    InputWrapper: {
      styles: {
        error: { color: 'var(--mantine-color-red-8)' },
        description: { color: 'var(--mantine-color-gray-7)' },
      },
    },
    // A dialog's close button is an icon alone: it needs a name to be pressed by (and read out).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A toast's close button is an icon alone: it needs a name, and its text the same readable grey.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});
