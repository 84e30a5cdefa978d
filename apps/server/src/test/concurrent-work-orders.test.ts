import { WORK_ORDER_ERRORS } from '@dme/shared/work-orders/api';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../db/seed/demo-accounts';
import { signInAs } from './auth-helpers';
import { useTestApp } from './test-app';
import { breastPumpOrder } from './work-order-fixtures';

// The race only shows on real PostgreSQL (TEST_DATABASE_URL); on PGlite the requests run one at a
// time and the sequential check answers the same 409.
describe('one referral code submitted by several work orders at once (issue 12 item 10)', () => {
  const t = useTestApp();

  it.each([1, 2, 3])('creates one work order and answers the others 409, never 500 (run %i)', async (run) => {
    const { headers } = await signInAs(t.app, t.database.db, DEMO_EMAILS.provider);
    const body = { consultation: breastPumpOrder({ referral_code: `RC${'ABC'[run - 1]}-WXY` }) };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/consultations',
          headers,
          payload: body,
          cookies: { time_zone: 'America/Los_Angeles' },
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const reply of replies.filter((each) => each.statusCode === 409))
      expect(reply.json()).toEqual({ error: WORK_ORDER_ERRORS.referralCodeTaken });
  });
});
