import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { areaViolations, parseAreaTable } from './architecture-areas';
import { findViolations } from './boundaries';

const web = (feature: string, file: string, text: string) => ({
  path: `apps/web/src/features/${feature}/${file}`,
  text,
});

const rulesOf = (files: { path: string; text: string }[]) => findViolations(files).map((v) => v.rule);

describe('web features', () => {
  it('refuses a feature reaching into another feature’s internals', () => {
    const violations = findViolations([
      web(
        'cart',
        'routes/cart-page.tsx',
        "import { ShippingForm } from '../../checkout/components/shipping-form';",
      ),
    ]);
    expect(violations).toEqual([
      expect.objectContaining({
        rule: 'cross-feature import',
        path: 'apps/web/src/features/cart/routes/cart-page.tsx',
      }),
    ]);
  });

  it('accepts another feature’s public entry, and a feature’s own files', () => {
    expect(
      rulesOf([
        web(
          'dashboard',
          'page.tsx',
          "import { WorkOrdersList } from '../work-orders';\nimport { x } from './x';",
        ),
        web(
          'orders',
          'routes/view.tsx',
          "import { y } from '../../shop/index';\nimport { z } from '../components/z';",
        ),
      ]),
    ).toEqual([]);
  });

  it('refuses a cycle between features even through public entries', () => {
    const violations = findViolations([
      web('cart', 'a.ts', "import { b } from '../shop';"),
      web('shop', 'b.ts', "import {\n  a,\n  type A,\n} from '../cart/index';"),
    ]);
    expect(violations).toEqual([
      expect.objectContaining({ rule: 'feature import cycle', detail: 'cart → shop → cart' }),
    ]);
  });
});

describe('server layers', () => {
  const server = (file: string, text: string) => ({ path: `apps/server/src/${file}`, text });

  it('keeps Drizzle in repos: a service importing an operator or a table is refused, a type is not', () => {
    expect(
      rulesOf([
        server('features/terms/terms.service.ts', "import { eq } from 'drizzle-orm';"),
        server(
          'features/terms/accept.service.ts',
          "import { termsAgreements } from '../../db/schema/index';",
        ),
        server(
          'features/terms/view.service.ts',
          "import type { DbOrTx } from '../../db/client';\nimport { type Row } from '../../db/schema/index';",
        ),
        server('features/terms/terms.repo.ts', "import { eq } from 'drizzle-orm';"),
        server('features/terms/terms.routes.test.ts', "import { eq } from 'drizzle-orm';"),
      ]),
    ).toEqual(['Drizzle outside a repo', 'Drizzle outside a repo']);
  });

  it('refuses any database import in a route, even a type', () => {
    expect(
      rulesOf([
        server('features/health/health.routes.ts', "import type { Row } from '../../db/schema/orders';"),
      ]),
    ).toEqual(['database in a route']);
  });

  it('keeps vendor SDKs in adapters and settings in config.ts', () => {
    expect(
      rulesOf([
        server('plugins/security.ts', "import Redis from 'ioredis';"),
        server('adapters/payments/stripe.ts', "import Stripe from 'stripe';"),
        server('features/mail/send.ts', "const relay = await import('nodemailer');"),
        server('plugins/openapi.ts', 'const url = process.env.PUBLIC_URL;'),
        server('config.ts', 'const url = process.env.PUBLIC_URL;'),
        server('plugins/lint.ts', "spawn(cli, { env: { ...process.env, TELEMETRY: 'off' } });"),
      ]),
    ).toEqual(['vendor SDK outside adapters', 'vendor SDK outside adapters', 'environment outside config']);
  });
});

describe('the areas table of docs/architecture.md', () => {
  const doc = [
    '# Architecture',
    '## Areas',
    '| area | server | web | what it covers |',
    '| ---- | ------ | --- | -------------- |',
    '| `shop` | `shop` | `shop` | the catalogue |',
    '| `jobs` | `jobs` | — | scheduled work |',
    '## Request flow',
  ].join('\n');

  it('matches the tree both ways', () => {
    const rows = parseAreaTable(doc);
    expect(rows).toEqual([
      { area: 'shop', server: 'shop', web: 'shop' },
      { area: 'jobs', server: 'jobs', web: null },
    ]);
    expect(areaViolations(rows, { server: ['shop', 'jobs'], web: ['shop'] })).toEqual([]);
    expect(areaViolations(rows, { server: ['shop'], web: ['shop', 'cart'] }).map((v) => v.detail)).toEqual([
      'lists server folder features/jobs, which does not exist',
      'web folder features/cart is not in the table',
    ]);
  });
});

describe('npm run lint', () => {
  it('fails on a planted cross-feature import and names it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    const plant = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    plant(
      'docs/architecture.md',
      '## Areas\n| area | server | web | what it covers |\n| - | - | - | - |\n| `cart` | — | `cart` | x |\n| `checkout` | — | `checkout` | y |\n',
    );
    plant('apps/web/src/features/checkout/components/shipping-form.tsx', 'export const ShippingForm = 1;\n');
    plant(
      'apps/web/src/features/cart/cart-page.tsx',
      "import { ShippingForm } from '../checkout/components/shipping-form';\n",
    );
    const script = path.join(import.meta.dirname, 'check-boundaries.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--root', root]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('apps/web/src/features/cart/cart-page.tsx: cross-feature import'),
    });
  });
});
