import { expect, test } from '../support/fixtures';

const WRONG_ROLE_MESSAGE = 'That page is for another kind of account, so you are back on your own home page.';

/**
 * A page of another role sends a signed-in user to their own home once, saying why; through the
 * sign-in page (which sends a signed-in user back) it used to bounce forever (issue 48 item 9).
 */
export function roleGuardJourneys() {
  test('a supplier opening a work order page lands on Fulfillments, told why, and stays', async ({
    page,
    loginAs,
  }) => {
    await loginAs('supplier');
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });
    await page.goto('/work_orders/new');
    await expect(page.getByText(WRONG_ROLE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Fulfillments' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(navigations).toBeLessThan(4);
  });

  test('a provider opening the operations console lands on Work Orders, told why', async ({
    page,
    loginAs,
  }) => {
    await loginAs('provider');
    await page.goto('/ops/faxes');
    await expect(page.getByText(WRONG_ROLE_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  });
}
