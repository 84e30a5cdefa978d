import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { hasFetchedItsList, onScreen, renderBrandButton } from './filter-button.test-helpers';

afterEach(() => onScreen.restore());

it("fetches the list's code once a phone's visitor first uses the page, so her first tap opens it at once", async () => {
  onScreen.stub({ wide: false });
  renderBrandButton();
  // A page only looked at fetches nothing: the idle fallback (2 s here) would have run by now.
  await new Promise((resolve) => setTimeout(resolve, 2_300));
  expect(hasFetchedItsList('Brand')).toBe(false);
  fireEvent.scroll(window);
  await waitFor(() => expect(hasFetchedItsList('Brand')).toBe(true), { timeout: 3_000 });
});
