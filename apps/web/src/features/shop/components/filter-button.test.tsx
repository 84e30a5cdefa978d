import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hasFetchedItsList, onScreen, renderBrandButton } from './filter-button.test-helpers';

// The list's code, once fetched, stays in the module: these tests run in order, nothing fetched
// before the press. The idle fetch on a phone has its own file (filter-button-idle.test.tsx).
describe('FilterButton', () => {
  afterEach(() => onScreen.restore());

  it('fetches nothing on a wider screen, where the filter bar is hidden', async () => {
    onScreen.stub({ wide: true });
    renderBrandButton();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hasFetchedItsList('Brand')).toBe(false);
  });

  it('is drawn as a button that announces its list, and a press before the code arrives opens the list', async () => {
    const { user } = renderBrandButton();
    const button = screen.getByRole('button', { name: 'Brand' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The brand list')).toBeNull();

    await user.click(button);
    // jsdom lays nothing out, so the popover is open in the document but hidden as if scrolled away.
    // The list's code is fetched on the press: on a loaded runner that takes more than a second.
    expect(await screen.findByText('The brand list', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brand', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
