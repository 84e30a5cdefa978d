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
  it('warns 500 ms after a PO2 above 55', () => {
    show(60, '');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Insurance will most likely not cover it.');
  });

  it('warns for a saturation below 88', () => {
    show('', 87);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('stays quiet for qualifying values', () => {
    show(55, 88);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
