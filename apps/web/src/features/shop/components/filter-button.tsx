import { Button, type PopoverProps, useMantineTheme } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const FilterPopover = preloadableLazy(async () => (await import('./filter-popover')).FilterPopover);

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 2000);
  return () => clearTimeout(id);
}

const FIRST_USE = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Once the visitor first uses the page (a touch, a key, a scroll) and it is next idle, so that the
 * list is there by the time she taps a filter, and a phone that only looks spends nothing on it
 * (~21 kB with the popover's positioning, issue 46).
 */
function afterFirstUse(run: () => void) {
  let cancelIdle: (() => void) | undefined;
  const stopListening = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, start, true);
  };
  function start() {
    stopListening();
    cancelIdle = whenIdle(run);
  }
  for (const type of FIRST_USE) window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}

interface FilterButtonProps {
  label: string;
  active: boolean;
  position: PopoverProps['position'];
  children: ReactNode;
}

/**
 * A filter bar button that opens its list. It is drawn as a plain button until the list's code has
 * arrived (fetched after the page's first use, or when the button is pointed at, focused or pressed); a
 * press before then shows the button busy and opens the list as soon as it can.
 */
export function FilterButton({ label, active, position, children }: FilterButtonProps) {
  const [isLoaded, setIsLoaded] = useState(FilterPopover.isLoaded);
  const [pressedEarly, setPressedEarly] = useState(false);
  // A load that failed leaves the plain button, no longer busy: a press tries again.
  const load = () =>
    void FilterPopover.preload().then(
      () => setIsLoaded(true),
      () => setPressedEarly(false),
    );
  const { sm } = useMantineTheme().breakpoints;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once, after the page's first use.
  useEffect(() => {
    // From `sm` up the filter bar is hidden (the sidebar shows instead): nothing to fetch there.
    if (isLoaded || window.matchMedia(`(min-width: ${sm})`).matches) return undefined;
    return afterFirstUse(load);
  }, []);

  const look = { variant: active ? 'light' : 'default', rightSection: <IconChevronDown size={14} /> };
  if (isLoaded)
    return (
      <FilterPopover
        position={position}
        defaultOpened={pressedEarly}
        target={<Button {...look}>{label}</Button>}
      >
        {children}
      </FilterPopover>
    );
  return (
    <Button
      {...look}
      aria-haspopup="dialog"
      aria-expanded={false}
      loading={pressedEarly}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setPressedEarly(true);
        load();
      }}
    >
      {label}
    </Button>
  );
}
