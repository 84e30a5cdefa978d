import { waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { hasFetchedItsList, onScreen, renderBrandButton } from './filter-button.test-helpers';

afterEach(() => onScreen.restore());

it("fetches the list's code when a phone's page is idle, so the first tap opens it at once", async () => {
  onScreen.stub({ wide: false });
  renderBrandButton();
  expect(hasFetchedItsList('Brand')).toBe(false);
  await waitFor(() => expect(hasFetchedItsList('Brand')).toBe(true));
});
