import { expect, test } from '../support/fixtures';
import { countRequests, createWorkOrder } from './dashboard-helpers';

const RUN = Date.now().toString(36).toUpperCase();

test.describe.configure({ mode: 'serial' });

test('the dashboard groups the work orders of one patient and loads each list once', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('provider');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  const contact = `grouped.${RUN.toLowerCase()}@example.com`;
  // Oldest first: the patient, someone else, the patient again.
  await createWorkOrder(page, `Grace Group ${RUN}`, contact);
  await createWorkOrder(page, `Other Patient ${RUN}`, `other.${RUN.toLowerCase()}@example.com`);
  await createWorkOrder(page, `Grace Group ${RUN}`, contact);

  const counts = countRequests(page, ['/api/consultations', '/api/fulfillments']);
  await page.reload();
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fulfillments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual({ '/api/consultations': 1, '/api/fulfillments': 1 });

  // The two orders of the patient sit together; the name is on the first of them only.
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Grace Group ${RUN}`);
  await expect(rows.nth(2)).not.toContainText('Grace Group');
  await expect(
    rows.nth(2).getByRole('link', { name: `View work order for Grace Group ${RUN}` }),
  ).toBeVisible();
  await expect(rows.nth(3)).toContainText(`Other Patient ${RUN}`);
  await page.screenshot({ path: testInfo.outputPath('dashboard-grouped.png'), fullPage: true });
});

test('the first load after signing in fetches each list once', async ({ page, loginAs }) => {
  const counts = countRequests(page, ['/api/consultations', '/api/fulfillments']);
  await loginAs('provider');
  await expect(page.getByRole('table', { name: 'Work orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fulfillments' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(counts).toEqual({ '/api/consultations': 1, '/api/fulfillments': 1 });
});

test('a page past the end shows the last page with its pager', async ({ page, loginAs }) => {
  await loginAs('provider');
  await page.goto('/?page=99');
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  const pager = page.getByRole('button', { name: /^Page \d+$/ });
  if ((await pager.count()) > 0) {
    await expect(pager.last()).toHaveAttribute('data-active', 'true');
  }
});
