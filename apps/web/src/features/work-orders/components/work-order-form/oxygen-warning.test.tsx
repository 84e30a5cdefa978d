import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OxygenWarning } from './oxygen-warning';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const warning = (po2Percent: unknown, arterialSaturationPercent: unknown) => (
  <MantineProvider>
    <OxygenWarning po2Percent={po2Percent} arterialSaturationPercent={arterialSaturationPercent} />
  </MantineProvider>
);

/** The fields start empty, then the provider types. */
const show = (po2Percent: unknown, arterialSaturationPercent: unknown) =>
  render(warning('', '')).rerender(warning(po2Percent, arterialSaturationPercent));

describe('OxygenWarning', () => {
  it('warns 500 ms after a PO2 above 55 mm Hg', () => {
    show(60, '');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Insurance will most likely not cover it.');
  });

  // CMS (NCD 240.2): a saturation of 88 % or less qualifies; the spec's "below 88" is backwards.
  it.each([89, '90', 95])('warns for a saturation of %s (per cent), which does not qualify', (saturation) => {
    show('', saturation);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toHaveTextContent('CMS requirements not met');
  });

  it.each([
    [55, 88],
    ['', 87],
    ['', '80'],
    [50, ''],
    [60, 85],
  ])('stays quiet for qualifying values (PO2 %s, saturation %s)', (po2, saturation) => {
    show(po2, saturation);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays quiet for values out of range, which have their own message', () => {
    show(250, 150);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
