import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Audited, Inject } from '../../test/audit-cases';
import type { AuthHeaders } from '../../test/auth-helpers';

/**
 * The fax inbox routes for the PHI route-table test (`audit/phi-routes.test.ts`): upload a fax,
 * list the inbox, view and assign the upload, discard a demo fax, each writing exactly one audit row. The
 * outside entry points write theirs in `inbound-faxes.routes.test.ts`.
 */
export function faxAuditCases(admin: () => AuthHeaders, inject: Inject, audited: Audited) {
  const state = { uploaded: '', other: '' };
  const demoFax = () =>
    readFileSync(resolve(import.meta.dirname, '../../db/seed/demo-faxes/no-cover-sheet.pdf'));
  return [
    {
      route: 'POST /api/ops/faxes',
      run: async () => {
        const { reply } = (await audited('POST /api/ops/faxes', () =>
          // The file is the body, announced by its content type.
          inject(
            'POST',
            '/api/ops/faxes',
            { ...admin(), 'content-type': 'application/pdf' } as AuthHeaders,
            demoFax(),
          ),
        )) as { reply: LightMyRequestResponse };
        state.uploaded = reply.json().id;
      },
    },
    {
      route: 'GET /api/ops/faxes',
      run: async () => {
        const { reply } = (await audited('GET /api/ops/faxes', () =>
          inject('GET', '/api/ops/faxes?status=inbox', admin()),
        )) as { reply: LightMyRequestResponse };
        const faxes = reply.json().data as { id: string }[];
        state.other = faxes.find((fax) => fax.id !== state.uploaded)?.id ?? 'missing';
      },
    },
    {
      route: 'GET /api/ops/faxes/:id',
      run: () =>
        audited('GET /api/ops/faxes/:id', () => inject('GET', `/api/ops/faxes/${state.uploaded}`, admin())),
    },
    {
      // The uploaded fax: its pages are in this app's storage (the demo faxes' are where the seed put them).
      route: 'POST /api/ops/faxes/:id/assign',
      run: () =>
        audited('POST /api/ops/faxes/:id/assign', () =>
          inject('POST', `/api/ops/faxes/${state.uploaded}/assign`, admin(), { referral_code: 'BRS-PMP' }),
        ),
    },
    {
      route: 'POST /api/ops/faxes/:id/discard',
      run: () =>
        audited('POST /api/ops/faxes/:id/discard', () =>
          inject('POST', `/api/ops/faxes/${state.other}/discard`, admin()),
        ),
    },
  ];
}
