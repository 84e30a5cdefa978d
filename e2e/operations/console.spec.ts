import { fillFreeCart, fillShippingForm } from '../orders/order-helpers';
import { expect, test } from '../support/fixtures';
import { OPS_SCREENS, opsShot, signInAsAdmin } from './ops-helpers';

const SUPPLIER = 'Bay Area Home Medical';

test.describe('the operations console', () => {
  test('a signed-out visitor is sent to the operations sign-in', async ({ page }) => {
    await page.goto('/ops/audit_log');
    await expect(page).toHaveURL(/\/ops\/signin$/);
    await expect(page.getByRole('heading', { name: 'Operations Sign In' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  });

  test('an admin adds a supplier for a ZIP area and a new order there goes to it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, request);
    await expect(page.getByRole('table', { name: 'Suppliers' })).toContainText('Golden State Medical Supply');

    await page.getByRole('button', { name: 'New supplier' }).click();
    const form = page.getByRole('dialog', { name: 'New supplier' });
    await form.getByRole('button', { name: 'Create supplier' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Choose at least one state or ZIP code')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(SUPPLIER);
    await form.getByRole('textbox', { name: 'Email' }).fill('orders@bayarea-medical.test');
    await form.getByRole('textbox', { name: 'Phone' }).fill('(415) 555-0110');
    await form.getByRole('combobox', { name: 'Service ZIP codes' }).fill('941');
    await form.getByRole('combobox', { name: 'Service ZIP codes' }).press('Enter');
    await form.getByRole('combobox', { name: 'HCPCS codes carried' }).fill('E0603');
    await page.getByRole('option', { name: /^E0603/ }).click();
    await form.getByRole('combobox', { name: 'In-network carriers' }).fill('Aetna');
    await page.getByRole('option', { name: 'Aetna', exact: true }).click();
    await opsShot(page, 'supplier-form');
    await form.getByRole('button', { name: 'Create supplier' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(SUPPLIER) });
    await expect(row).toContainText('ZIP 941');
    await expect(row).toContainText('E0603');

    // A patient in San Francisco (ZIP 941xx) orders a pump: the new supplier fulfils it.
    const patient = await (await browser.newContext()).newPage();
    await fillFreeCart(patient);
    await patient
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const shipping = await fillShippingForm(patient, 'sf.patient@example.com');
    await shipping.getByRole('textbox', { name: 'City' }).fill('San Francisco');
    await shipping.getByRole('textbox', { name: 'Zip code' }).fill('94103');
    await shipping.getByRole('button', { name: 'Place Order' }).click();
    await expect(patient.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(patient.getByRole('region', { name: `Fulfilled by ${SUPPLIER}` })).toContainText(
      'Spectra S1 Plus',
    );

    // Paused, it gets no new orders (and the rest of the run routes as before).
    await row.getByRole('button', { name: `Edit ${SUPPLIER}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${SUPPLIER}` });
    await edit.getByText('Paused', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save supplier' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('paused');
    await page.getByRole('textbox', { name: 'Search by name or email' }).fill('bay area');
    await expect(page.getByRole('table', { name: 'Suppliers' }).getByRole('row')).toHaveCount(2);
  });

  test('an admin creates and revokes a signup code, then finds it in the audit log and exports it', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    await page.getByRole('link', { name: 'Signup codes' }).click();
    await page.getByRole('button', { name: 'New code' }).click();
    const form = page.getByRole('dialog', { name: 'New signup code' });
    await form.getByRole('textbox', { name: 'NPI' }).fill('123');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(form.getByText('NPI must be 10 digits with a valid check digit')).toBeVisible();
    await form.getByRole('textbox', { name: 'NPI' }).fill('');
    await form.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Delgado');
    await form.getByRole('button', { name: 'Create code' }).click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row', { name: /Rosa Delgado/ });
    await expect(row).toContainText('open');
    const code = (await row.getByRole('cell').first().textContent()) ?? '';
    expect(await request.get(`/api/provider_registrations/${code}`).then((r) => r.status())).toBe(200);

    await row.getByRole('button', { name: `Revoke ${code}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke code ${code}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(row).toContainText('revoked');
    expect(await request.get(`/api/provider_registrations/${code}`).then((r) => r.status())).toBe(404);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('textbox', { name: 'Action starts with' }).fill('ops.signup_code.revoked');
    await page.getByRole('textbox', { name: 'Actor email' }).fill('admin@demo.test');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log).toContainText('ops.signup_code.revoked');
    await expect(log).toContainText('admin@demo.test');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await (await download)
      .path()
      .then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
    expect(csv.split('\r\n')[0]).toBe('time,actor,role,session,action,record_type,record_id,address,details');
    expect(csv).toContain('ops.signup_code.revoked');
    expect(csv).not.toContain('ops.supplier.');
  });

  test('an admin submits a prior auth and says it is expedited, once', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/ops/prior_auths');
    const table = page.getByRole('table', { name: 'Prior authorizations' });
    // A work order whose request has not reached the payer: its Submitted cell is empty.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Update / }) })
      .filter({ has: page.getByRole('cell', { name: '—', exact: true }) })
      .first();
    const update = row.getByRole('button', { name: /^Update / });
    const code = ((await update.getAttribute('aria-label')) ?? '').replace('Update ', '');
    await update.click();
    const form = page.getByRole('dialog', { name: `Prior authorization — ${code}` });
    await expect(form.getByRole('checkbox', { name: /Expedited request/ })).toHaveCount(0);
    await form.getByRole('combobox', { name: 'Prior auth status' }).click();
    await page.getByRole('option', { name: 'Submitted' }).click();
    await form.getByRole('checkbox', { name: /Expedited request/ }).check();
    await opsShot(page, 'prior-auth-expedited');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Prior authorization: Submitted')).toBeVisible();

    // Submitted once: a later change does not ask again.
    await table.getByRole('button', { name: `Update ${code}` }).click();
    await expect(form.getByRole('combobox', { name: 'Prior auth status' })).toHaveValue('Submitted');
    await expect(form.getByRole('checkbox', { name: /Expedited request/ })).toHaveCount(0);
  });

  test('every screen at 1280 px', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    for (const [name, path] of OPS_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByLabel(`Loading ${name}`)).toHaveCount(0);
      await opsShot(page, `desktop-${path.split('/').pop()}`);
    }
  });
});
