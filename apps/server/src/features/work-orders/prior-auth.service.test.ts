import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MESSAGES } from '@dme/shared/attachments/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, blobs, consultations } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../db/seed/demo-accounts';
import { signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { localCaller } from '../audit/audit-caller';
import { setPriorAuthStatus, writePriorAuthStatus } from './prior-auth.service';

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

  it('refuses a payer response that is not what its name says, before storing anything', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'payer-')), 'approval.pdf');
    writeFileSync(file, 'Approved, see attached letter');
    const before = await t.context.db.select().from(blobs);
    await expect(
      setPriorAuthStatus(t.context, { referralCode: 'CPA-PAP', status: 'Rejected', payerResponsePath: file }),
    ).rejects.toThrow(UPLOAD_MESSAGES.notADocument);
    expect(await t.context.db.select().from(blobs)).toHaveLength(before.length);
    const [workOrder] = await t.context.db
      .select()
      .from(consultations)
      .where(eq(consultations.referralCode, 'CPAPAP'));
    expect(workOrder?.priorAuthStatus).not.toBe('Rejected');
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

describe('the one prior-auth writer (supplier, admin command, operations console)', () => {
  const t = useTestApp();
  const HOUR = 3_600_000;

  const workOrder = async () => {
    const [row] = await t.context.db
      .select()
      .from(consultations)
      .where(eq(consultations.referralCode, 'CPAPAP'));
    if (!row) throw new Error('no CPA-PAP work order in the demo data');
    return row;
  };
  const write = (status: 'Submitted' | 'Approved', now: Date, expedited = false) =>
    workOrder().then((row) =>
      t.context.db.transaction((tx) =>
        writePriorAuthStatus(
          tx,
          { consultationId: row.id, status, payerResponseId: null, expedited },
          localCaller(null),
          now,
        ),
      ),
    );

  it('stamps the first move to Submitted only, keeps it on a resubmission and audits every write', async () => {
    const first = new Date('2026-11-02T10:00:00Z');
    await write('Submitted', first, true);
    await write('Submitted', new Date(first.getTime() + HOUR), false);
    await write('Approved', new Date(first.getTime() + 2 * HOUR));

    const row = await workOrder();
    expect(row).toMatchObject({
      priorAuthStatus: 'Approved',
      priorAuthSubmittedAt: first,
      priorAuthExpedited: true,
    });
    const audits = await t.context.db
      .select({ details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectId, row.id), eq(auditLogs.action, 'work_order.prior_auth_set')));
    expect(audits.map((audit) => audit.details)).toEqual([
      { status: 'Submitted' },
      { status: 'Submitted' },
      { status: 'Approved' },
    ]);
  });
});
