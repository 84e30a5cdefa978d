import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Today where the browser is, as the date input wants it. */
export const todayIso = () => new Date().toLocaleDateString('en-CA');

/** Mantine labels both a combobox input and its option list; the input is the one to use. */
export const comboboxInput = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label));

export async function addHcpcsCode(page: Page, search: string, option: string) {
  const picker = comboboxInput(page, 'Add HCPCS code');
  await picker.click();
  await picker.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Picks a diagnosis and waits for its pill. A click that lands while the new line panel is still
 * settling can miss the option (seen once under load), so the pick is tried again until it shows.
 */
export async function chooseDiagnosis(page: Page, panel: Locator, option: RegExp) {
  const pill = panel.getByText(option);
  await expect(async () => {
    if (!(await pill.isVisible())) {
      await comboboxInput(panel, 'Diagnosis codes (ICD-10)').click();
      await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
    }
    await expect(pill).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
}

/** Reads the QR code in an element's screenshot (transitions stopped: a modal still scaling in blurs it). */
export async function decodeQr(image: Locator) {
  const png = PNG.sync.read(await image.screenshot({ animations: 'disabled', scale: 'device' }));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a readable QR code').not.toBeNull();
  return code!.data;
}

/** A one-page PDF, small enough to type out. */
export const samplePdf = () => ({
  name: 'signed-prescription.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** A real HEIC photo (made with libheif's heif-enc), which the browser converts to JPEG before upload. */
export const heicPhoto = () => ({
  name: 'insurance-card.heic',
  mimeType: 'image/heic',
  buffer: readFileSync(new URL('../fixtures/insurance-card.heic', import.meta.url)),
});

/** A noisy PNG over 1 MB, so the browser compresses it before upload. */
export function largePng() {
  const png = new PNG({ width: 720, height: 720 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i * 7919) % 251;
    png.data[i + 1] = (i * 104729) % 241;
    png.data[i + 2] = (i * 1299709) % 239;
    png.data[i + 3] = 255;
  }
  const buffer = PNG.sync.write(png, { deflateLevel: 0 });
  expect(buffer.length).toBeGreaterThan(1024 * 1024);
  return { name: 'insurance-scan.png', mimeType: 'image/png', buffer };
}
