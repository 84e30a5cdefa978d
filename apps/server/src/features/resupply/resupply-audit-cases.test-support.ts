import { localSmsSender } from '../../adapters/sms/local';
import type { AppContext } from '../../app-context';
import { resupplyReminders } from '../../db/schema/index';
import type { Audited, Inject } from '../../test/audit-cases';
import { runDueJobs } from '../jobs/jobs.runner';
import { scheduledWork } from '../jobs/scheduled-work';
import { signLink } from '../notifications/signed-link';

/**
 * The resupply e-mail's routes for the PHI route-table test (`audit/phi-routes.test.ts`): the demo
 * order's reminder is created by a job run, then each signed link is followed once.
 */
export function resupplyAuditCases(context: () => AppContext, inject: Inject, audited: Audited) {
  const link = async (purpose: 'resupply-reorder' | 'unsubscribe') => {
    const { db, config } = context();
    await runDueJobs({ db, ...scheduledWork(config, localSmsSender) });
    const [reminder] = await db.select().from(resupplyReminders).limit(1);
    if (!reminder) throw new Error('the demo data holds no due resupply');
    const id = purpose === 'unsubscribe' ? reminder.orderId : reminder.id;
    return { id, access: signLink(purpose, id, config.SECRET_KEY, new Date()) };
  };
  return [
    {
      route: 'POST /api/resupply/reorders',
      run: async () => {
        const { id, access } = await link('resupply-reorder');
        await audited('POST /api/resupply/reorders', () =>
          inject('POST', '/api/resupply/reorders', undefined, { reminder: id, access }),
        );
      },
    },
    {
      route: 'POST /api/resupply/sms_consent',
      run: async () => {
        const { id, access } = await link('resupply-reorder');
        await audited('POST /api/resupply/sms_consent', () =>
          inject('POST', '/api/resupply/sms_consent', undefined, {
            reminder: id,
            access,
            phone: '(213) 555-0188',
            agreed: true,
          }),
        );
      },
    },
    {
      route: 'GET /api/messages/subscriptions',
      run: async () => {
        const { id, access } = await link('unsubscribe');
        await audited('GET /api/messages/subscriptions', () =>
          inject('GET', `/api/messages/subscriptions?${new URLSearchParams({ order: id, access })}`),
        );
      },
    },
    {
      route: 'POST /api/messages/resubscribe',
      run: async () => {
        const { id, access } = await link('unsubscribe');
        await audited('POST /api/messages/resubscribe', () =>
          inject('POST', '/api/messages/resubscribe', undefined, { order: id, access, channel: 'email' }),
        );
      },
    },
    {
      route: 'POST /api/messages/unsubscribe',
      run: async () => {
        const { id, access } = await link('unsubscribe');
        await audited('POST /api/messages/unsubscribe', () =>
          inject('POST', '/api/messages/unsubscribe', undefined, { order: id, access, channel: 'email' }),
        );
      },
    },
  ];
}
