import { normalizeReferralCode } from '@dme/shared/work-orders/referral-code';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { consultations } from '../schema/index';

const DAY = 24 * 60 * 60_000;

/**
 * Prior auths in each deadline state on the demo dashboard (issue 14, CMS-0057-F): requests to a
 * Medicaid managed care plan, one standard and still in time, one expedited and overdue, and one to
 * a commercial plan the rule does not cover. Stamped once, relative to the first start, so the
 * standard one turns overdue a week later as a real one would. These work orders have no order yet
 * (a supplier often asks the payer before the patient orders), so the payer's type is set here
 * rather than read from an insured order.
 */
const DEMO_PRIOR_AUTHS = [
  { referralCode: 'CVG-MTS', submittedDaysAgo: 2, expedited: false, payerType: 'medicaid_managed_care' },
  { referralCode: 'CVG-NMT', submittedDaysAgo: 4, expedited: true, payerType: 'medicaid_managed_care' },
  { referralCode: 'CVG-XYG', submittedDaysAgo: 1, expedited: false, payerType: 'commercial' },
];

export async function seedDemoPriorAuths(db: Database, now = new Date()) {
  for (const demo of DEMO_PRIOR_AUTHS) {
    await db
      .update(consultations)
      .set({
        priorAuthStatus: 'Submitted',
        priorAuthSubmittedAt: new Date(now.getTime() - demo.submittedDaysAgo * DAY),
        priorAuthExpedited: demo.expedited,
        priorAuthPayerType: demo.payerType,
      })
      .where(
        and(
          eq(consultations.referralCode, normalizeReferralCode(demo.referralCode)),
          isNull(consultations.priorAuthSubmittedAt),
        ),
      );
  }
}
