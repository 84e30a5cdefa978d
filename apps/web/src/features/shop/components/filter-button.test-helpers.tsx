import { cleanup, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FilterButton } from './filter-button';

/** A screen as wide as asked, where the browser is idle at once. */
export const onScreen = {
  stub({ wide }: { wide: boolean }) {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: wide, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );
  },
  restore() {
    // Unmounted while the stubs stand: the idle fetch is cancelled with the stubbed function.
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  },
};

/** The popover's button carries the id its list is tied to; the plain button drawn before has none. */
export const hasFetchedItsList = (label: string) =>
  screen.getByRole('button', { name: label }).hasAttribute('id');

/** The bar's Brand button, its list a button to find once it opens. */
export const renderBrandButton = () =>
  renderApp(
    <FilterButton label="Brand" active={false} position="bottom-start">
      <button type="button">The brand list</button>
    </FilterButton>,
  );
