import { expect, test } from '../support/fixtures';
import {
  addHcpcsCode,
  chooseDiagnosis,
  decodeQr,
  heicPhoto,
  largePng,
  samplePdf,
  todayIso,
} from './work-order-helpers';

const RUN = Date.now().toString(36).toUpperCase();
const PUMP_PATIENT = `Pumpkin ${RUN}`;
const CPAP_PATIENT = `Capper ${RUN}`;
const REFERRAL_CODE = /^[A-HJKMNP-Z2-9]{3}-[A-HJKMNP-Z2-9]{3}$/;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ loginAs }) => {
  await loginAs('provider');
});

test('a provider creates a Breast Pump work order and prints its cover sheet', async ({ page }, testInfo) => {
  await page.getByRole('banner').getByRole('link', { name: 'Add new order' }).click();
  await expect(page.getByRole('heading', { name: 'Standard Work Order Form' })).toBeVisible();
  const referralCode = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(referralCode).toMatch(REFERRAL_CODE);

  await page.getByLabel('Patient name', { exact: true }).fill(PUMP_PATIENT);
  await page.getByLabel('Date of birth').fill('1991-04-12');
  await page.getByLabel('Patient email').fill('pumpkin@example.com');
  await addHcpcsCode(page, 'electric breast', 'E0603 — Electric Breast Pump');
  const panel = page.getByRole('region', { name: /^E0603/ });
  await chooseDiagnosis(page, panel, /^Z39\.1 /);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.getByRole('textbox', { name: 'Provider signature' }).fill('Dana Reyes');
  await page.getByLabel('Signature date').fill(todayIso());
  await page.screenshot({ path: testInfo.outputPath('work-order-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Submit work order' }).click();

  await expect(page).toHaveURL(/\/work_orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next action: send the paper prescription' })).toBeVisible();
  await expect(page.getByTestId('referral-code')).toHaveText(referralCode);
  await expect(page.getByText('E0603 — Electric Breast Pump')).toBeVisible();
  await expect(page.getByText(/^Z39\.1 — /)).toBeVisible();
  // No phone was given (nor an address or insurance, which also read "--").
  await expect(page.getByText('Patient phone', { exact: true }).locator('xpath=..')).toContainText('--');
  await page.screenshot({ path: testInfo.outputPath('work-order-page.png'), fullPage: true });

  await page.getByRole('button', { name: 'Print cover sheet' }).click();
  const sheet = page.getByTestId('cover-sheet');
  await expect(sheet.getByText('Prescription')).toBeVisible();
  const raw = referralCode.replace('-', '');
  const fax = await page
    .getByText(/^\(\d{3}\) \d{3}-\d{4}$/)
    .first()
    .textContent();
  // The referral codes carry the sheet's signature (issue 45 item 4): the same one in both.
  const signed = (code: string) => new RegExp(`^${code}\\.[0-9A-F]{20}$`);
  const expected = {
    'Referral code': signed(raw),
    'Fax number': fax,
    'Fax e-mail': 'fax@carelane.example',
    'Referral code (formatted)': signed(referralCode),
  };
  const read: Record<string, string> = {};
  for (const [caption, value] of Object.entries(expected)) {
    read[caption] = await decodeQr(sheet.getByRole('img', { name: `QR code: ${caption}`, exact: true }));
    if (value instanceof RegExp) expect(read[caption]).toMatch(value);
    else expect(read[caption]).toBe(value);
  }
  expect(read['Referral code']?.split('.')[1]).toBe(read['Referral code (formatted)']?.split('.')[1]);
  await sheet.screenshot({ path: testInfo.outputPath('cover-sheet.png') });

  // Printing shows the sheet alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Fax cover sheet' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code: Fax e-mail' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cover-sheet-print.png') });
});

test('a provider creates a CPAP work order with the respiratory questions', async ({ page }) => {
  await page.goto('/work_orders/new');
  await page.getByLabel('Patient name', { exact: true }).fill(CPAP_PATIENT);
  await addHcpcsCode(page, 'E0601', 'E0601 — CPAP Device');
  const panel = page.getByRole('region', { name: /^E0601/ });
  await expect(panel.getByLabel('Length of need (months)')).toHaveValue('99');
  await expect(panel.getByLabel('Pressure setting (cm H2O)')).toHaveValue('10');

  await addHcpcsCode(page, 'manual', 'E0602 — Manual Breast Pump');
  await expect(
    page.getByText(
      'We cannot add Breast Pump HCPCs codes. This form already contains Respiratory Care HCPCs codes.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Submit work order' }).click();
  await expect(page.getByText('Please enter patient phone')).toBeVisible();
  await expect(page.getByText('Attestation is required')).toBeVisible();
  await expect(page.getByText('Must select Yes or No')).toBeVisible();

  await page.getByLabel('Patient phone').fill('2135550142');
  await chooseDiagnosis(page, panel, /^G47\.33 /);
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel(/^I attest/).check();
  await page.getByRole('textbox', { name: 'Provider signature' }).fill('Dana Reyes');
  await page.getByLabel('Signature date').fill(todayIso());
  await page.getByRole('button', { name: 'Submit work order' }).click();

  await expect(page.getByRole('heading', { name: 'Order submitted' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Next action: send the required documentation' }),
  ).toBeVisible();
  await expect(page.getByText('Length of need: 99 months')).toBeVisible();
  await expect(page.getByText('Pressure setting: 10 cm H2O')).toBeVisible();
  await expect(page.getByText('(213) 555-0142')).toBeVisible();
});

test('oxygen levels read in their units and warn as CMS rules (NCD 240.2)', async ({ page }, testInfo) => {
  await page.goto('/work_orders/new');
  await addHcpcsCode(page, 'E1390', 'E1390 — Stationary Oxygen Concentrator');
  const panel = page.getByRole('region', { name: /^E1390/ });
  const po2 = panel.getByLabel('PO2 (mm Hg)');
  const saturation = panel.getByLabel('Arterial saturation (%)');
  const eitherLevel = panel.getByText(
    "Please provide either the Patient's PO2 or Arterial Saturation Level to proceed.",
  );
  const cmsWarning = panel.getByText('CMS requirements not met');

  // No diagnosis error before the provider did anything with the new code.
  await expect(panel.getByText('Add one or more diagnosis codes')).toBeHidden();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(eitherLevel).toBeVisible();
  await expect(panel.getByText('Add one or more diagnosis codes')).toBeVisible();

  // A qualifying saturation (88 % or less): the message goes, and no warning after the debounce.
  await saturation.fill('87');
  await expect(eitherLevel).toBeHidden();
  await page.waitForTimeout(800);
  await expect(cmsWarning).toBeHidden();
  // One that does not qualify warns.
  await saturation.fill('90');
  await expect(cmsWarning).toBeVisible();

  // A negative PO2 keeps its sign and gets one message, not a warning beside it.
  await saturation.fill('');
  await po2.fill('-5');
  await po2.blur();
  await expect(po2).toHaveValue('-5');
  await expect(panel.getByText('PO2 must be from 20 to 150 mm Hg')).toHaveCount(1);
  await page.waitForTimeout(800);
  await expect(cmsWarning).toBeHidden();
  await expect(eitherLevel).toBeHidden();
  await panel.screenshot({ path: testInfo.outputPath('oxygen-range-message.png') });

  await po2.fill('62');
  await po2.blur();
  await expect(cmsWarning).toBeVisible();
  await panel.screenshot({ path: testInfo.outputPath('oxygen-warning.png') });
});

test('leaving a filled work order form asks first, by link or by Back', async ({ page }) => {
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Add new order' }).click();
  // The form's chunk may still be loading: type into the form, not the dashboard's patient search.
  await expect(page.getByRole('heading', { name: 'Standard Work Order Form' })).toBeVisible();
  await page.getByLabel('Patient name', { exact: true }).fill('Leaving Soon');
  const leaveDialog = page.getByRole('dialog', { name: 'Leave this work order?' });

  await banner.getByRole('link', { name: 'Work orders' }).click();
  await expect(leaveDialog).toBeVisible();
  await leaveDialog.getByRole('button', { name: 'Stay on the form' }).click();
  await expect(leaveDialog).toBeHidden();
  await expect(page).toHaveURL(/\/work_orders\/new$/);
  await expect(page.getByLabel('Patient name', { exact: true })).toHaveValue('Leaving Soon');

  await page.goBack();
  await expect(leaveDialog).toBeVisible();
  await expect(page).toHaveURL(/\/work_orders\/new$/);
  await leaveDialog.getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
});

test('a provider uploads documents to a work order and deletes one', async ({ page }, testInfo) => {
  await page.getByLabel('Search by patient name or DoB').fill(PUMP_PATIENT);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`1 work order(s) matching "${PUMP_PATIENT}"`)).toBeVisible();

  await page.getByRole('button', { name: 'Prescription: upload needed' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('No documents uploaded yet.')).toBeVisible();
  const upload = modal.getByRole('button', { name: 'Upload', exact: true });
  const listed = (filename: string) => modal.getByRole('button', { name: filename, exact: true });
  await expect(upload).toBeDisabled();
  await modal.locator('input[type="file"]').setInputFiles([samplePdf(), largePng(), heicPhoto()]);
  await upload.click();
  await expect(listed('signed-prescription.pdf')).toBeVisible({
    timeout: 30_000,
  });
  await expect(listed('insurance-scan.png')).toBeVisible();
  // The HEIC photo arrives converted to JPEG, under its new extension.
  const opened = page.waitForEvent('popup');
  await listed('insurance-card.jpg').click();
  const tab = await opened;
  await tab.waitForURL((url) => url.protocol.startsWith('http'));
  const photo = await page.request.get(tab.url());
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect([...(await photo.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  await tab.close();
  await modal.screenshot({ path: testInfo.outputPath('attachments-modal.png') });

  await modal.getByRole('button', { name: 'Delete signed-prescription.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(listed('signed-prescription.pdf')).toHaveCount(0);
  await expect(listed('insurance-scan.png')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Prescription: uploaded' })).toBeVisible();
});

test('a provider searches and sorts the dashboard', async ({ page }, testInfo) => {
  await page.getByLabel('Search by patient name or DoB').fill(RUN.toLowerCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`2 work order(s) matching "${RUN.toLowerCase()}"`)).toBeVisible();

  const patientNames = page.locator('tbody tr td:first-child p:first-child');
  const header = page.getByRole('button', { name: 'PATIENT' });
  await header.click();
  await expect(page).toHaveURL(/sort=patient&direction=asc/);
  await expect(patientNames).toHaveText([CPAP_PATIENT, PUMP_PATIENT]);
  await header.click();
  await expect(page).toHaveURL(/sort=patient&direction=desc/);
  await expect(patientNames).toHaveText([PUMP_PATIENT, CPAP_PATIENT]);
  await header.click();
  await expect(page).not.toHaveURL(/sort=/);
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(/^\d+ work order\(s\)$/)).toBeVisible();
  await page.getByLabel('Search by patient name or DoB').fill('nobody-by-this-name');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No results matching "nobody-by-this-name"')).toBeVisible();

  // Over the limit: the product's own words, and no result line that answers another search.
  await page.getByLabel('Search by patient name or DoB').fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('A search can be at most 200 characters long')).toBeVisible();
  await expect(page.getByText(/matching "/)).toHaveCount(0);
});
