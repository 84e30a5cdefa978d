import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FilterButton } from './filter-button';

describe('FilterButton', () => {
  it('is drawn as a button that announces its list, and a press before the code arrives opens the list', async () => {
    const { user } = renderApp(
      <FilterButton label="Brand" active={false} position="bottom-start">
        <button type="button">The brand list</button>
      </FilterButton>,
    );
    const button = screen.getByRole('button', { name: 'Brand' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('The brand list')).toBeNull();

    await user.click(button);
    // jsdom lays nothing out, so the popover is open in the document but hidden as if scrolled away.
    expect(await screen.findByText('The brand list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brand', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
