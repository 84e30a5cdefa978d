import { expect, test } from '../support/fixtures';
import { authHeaders } from './dashboard-helpers';

test('a supplier marks one of two same-day shipments delivered, and the tracking form says all shipped', async ({
  page,
  loginAs,
}, testInfo) => {
  // Sign-in, two shipments, a confirmation and the tracking page: more than one default minute on
  // a loaded runner.
  test.setTimeout(120_000);
  await loginAs('supplier');
  const headers = await authHeaders(page);
  const fulfillments = await (await page.request.get('/api/fulfillments', { headers })).json();
  const fulfillment = fulfillments.find(
    (entry: { shipments_cart_items: { status: string }[] }) =>
      entry.shipments_cart_items.filter((item) => item.status === 'unshipped').length >= 2,
  );
  expect(fulfillment, 'the demo fulfillment with two unshipped items').toBeTruthy();
  const number: string = fulfillment.fulfillment_confirmation_number;
  // Each item ships on its own the same day, as a supplier splitting a parcel would (signed in).
  for (const [index, item] of fulfillment.shipments_cart_items.entries()) {
    const reply = await page.request.post('/api/shipments', {
      headers,
      data: {
        tracking_url: `https://tracking.example.com/parcel-${index + 1}`,
        shipments_cart_items: [item.uuid],
        fulfillment_confirmation_number: number,
      },
    });
    expect(reply.status()).toBe(201);
  }

  await page.reload();
  await page.getByRole('button', { name: `Manage ${number}` }).click();
  const entries = page.getByRole('menuitem', { name: /^Mark delivered/ });
  await expect(entries).toHaveCount(2);
  const labels = await entries.allTextContents();
  expect(new Set(labels).size).toBe(2);
  await page.screenshot({ path: testInfo.outputPath('supplier-menu.png') });
  await entries.filter({ hasText: 'parcel-1' }).click();

  const dialog = page.getByRole('dialog', { name: 'Mark this shipment delivered?' });
  await expect(dialog).toContainText('https://tracking.example.com/parcel-1');
  await page.screenshot({ path: testInfo.outputPath('supplier-confirm.png') });
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('Shipment marked as delivered')).toBeVisible();
  await page.getByRole('button', { name: `Manage ${number}` }).click();
  await expect(page.getByRole('menuitem', { name: /^Mark delivered/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('supplier-fulfillments.png'), fullPage: true });

  await page.goto(`/tracking?fulfillment=${number}`);
  await expect(page.getByText('Every item of this order has shipped')).toBeVisible();
  await expect(page.getByText('There is nothing left to add a tracking link to.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByText(/shipments_cart_items/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('tracking-all-shipped.png'), fullPage: true });
});
