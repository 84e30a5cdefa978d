import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';

export interface BundleFile {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSize {
  files: BundleFile[];
  gzipBytes: number;
}

/** Opens a page in Chromium like the e2e runs do and gzips every JavaScript file it downloads. */
export async function measureFirstVisitJs(pageUrl: string): Promise<BundleSize> {
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const page = await browser.newPage();
    const pending: Promise<BundleFile | null>[] = [];
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    // networkidle: lazy route chunks the first screen pulls in count as part of the visit.
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((file): file is BundleFile => file !== null);
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}
