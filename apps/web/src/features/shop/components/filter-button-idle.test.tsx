import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FilterButton } from './filter-button';
import { hasFetchedItsList, onScreen } from './filter-button.test-helpers';

afterEach(() => onScreen.restore());

it("fetches the list's code when a phone's page is idle, so the first tap opens it at once", async () => {
  onScreen.stub({ wide: false });
  renderApp(
    <FilterButton label="Brand" active={false} position="bottom-start">
      <button type="button">The brand list</button>
    </FilterButton>,
  );
  expect(hasFetchedItsList('Brand')).toBe(false);
  await waitFor(() => expect(hasFetchedItsList('Brand')).toBe(true));
});
