import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { consultations, orders, usageCompliance, usageNights } from '../schema/index';
import { DEMO_EMAILS } from './demo-accounts';
import { DEMO_COMPLIANCE_REFERRAL_CODES, seedDemoCompliance } from './demo-compliance';

describe('demo compliance data', () => {
  const t = useTestApp();

  it('gives the demo provider and supplier one compliant and one at-risk CPAP patient, once', async () => {
    await seedDemoCompliance(t.context.db, t.context.config);
    await seedDemoCompliance(t.context.db, t.context.config);
    const rows = await t.context.db
      .select({
        id: consultations.id,
        code: consultations.referralCode,
        status: consultations.displayStatus,
        writtenAt: consultations.createdAt,
      })
      .from(consultations)
      .where(inArray(consultations.referralCode, DEMO_COMPLIANCE_REFERRAL_CODES.map(normalizeReferralCode)));
    expect(rows.map((row) => row.status)).toEqual(['Delivered', 'Delivered']);
    expect(await t.context.db.select().from(usageNights)).toHaveLength(120);

    const provider = (await signInAs(t.app, t.context.db, DEMO_EMAILS.provider)).headers;
    const states = await Promise.all(
      rows.map(async (row) => {
        const [report] = (
          await t.app.inject({
            method: 'GET',
            url: `/api/consultations/${row.id}/compliance`,
            headers: provider,
          })
        ).json().data;
        return [row.code, report.state, report.nights.length];
      }),
    );
    expect(states.sort()).toEqual([
      ['CPACMP', 'compliant', 60],
      ['CPARSK', 'at_risk', 60],
    ]);
    const supplier = (await signInAs(t.app, t.context.db, DEMO_EMAILS.supplier)).headers;
    const atRisk = (
      await t.app.inject({ method: 'GET', url: '/api/consultations?compliance=at_risk', headers: provider })
    ).json();
    expect(atRisk.data.map((row: { referral_code: string }) => row.referral_code)).toEqual(['CPARSK']);
    const fulfillments = (
      await t.app.inject({ method: 'GET', url: '/api/fulfillments', headers: supplier })
    ).json();
    expect(fulfillments.map((row: { patient_name: string }) => row.patient_name)).toEqual(
      expect.arrayContaining(['Daniel Brooks', 'Linda Park']),
    );
    // Uploaded through the supplier's own upload (issue 48 item 15): each has its file to download,
    // and each work order was written before its order was placed.
    for (const name of ['Daniel Brooks', 'Linda Park']) {
      const row = fulfillments.find((candidate: { patient_name: string }) => candidate.patient_name === name);
      expect(row.usage_data_status).toBe('uploaded');
      const [document] = row.usage_data_documents;
      expect(document.filename).toMatch(/\.(edf|csv)$/);
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/attachments/download_url?uuid=${document.uuid}`,
        headers: supplier,
      });
      expect(link.statusCode, link.body).toBe(200);
    }
    const placed = await t.context.db
      .select({ consultationId: orders.consultationId, placedAt: orders.createdAt })
      .from(orders)
      .where(
        inArray(
          orders.consultationId,
          rows.map((row) => row.id),
        ),
      );
    for (const order of placed)
      expect(rows.find((row) => row.id === order.consultationId)!.writtenAt < order.placedAt).toBe(true);
    expect(await t.context.db.select().from(usageCompliance)).toHaveLength(2);
  });
});
