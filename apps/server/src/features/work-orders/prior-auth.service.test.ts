import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { setPriorAuthStatus } from './prior-auth.service';

describe('setting a prior-authorisation status (admin command)', () => {
  const t = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('sets the status and the payer response the provider can download', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'payer-')), 'approval.pdf');
    writeFileSync(file, '%PDF-1.4 approval');
    await setPriorAuthStatus(t.context, {
      referralCode: 'cpa-pap',
      status: 'Approved',
      payerResponsePath: file,
    });

    const { headers } = await signInAs(t.app, t.context.db, DEMO_EMAILS.provider);
    const list = await t.app.inject({ method: 'GET', url: '/api/consultations?query=robert', headers });
    const [row] = list.json().data;
    expect(row).toMatchObject({
      prior_auth_status: 'Approved',
      prior_auth_payer_response: { filename: 'approval.pdf' },
    });
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/attachments/download_url?uuid=${row.prior_auth_payer_response.uuid}`,
      headers,
    });
    expect(link.statusCode).toBe(200);
  });

  it('refuses unknown statuses and codes', async () => {
    await expect(setPriorAuthStatus(t.context, { referralCode: 'CPA-PAP', status: 'Maybe' })).rejects.toThrow(
      'Status must be one of',
    );
    await expect(
      setPriorAuthStatus(t.context, { referralCode: 'NOP-NOP', status: 'Approved' }),
    ).rejects.toThrow('No work order');
  });
});
