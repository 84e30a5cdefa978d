import type { EhrLaunchReply } from '@dme/shared/ehr/launch';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { providerIdOf } from '../work-orders/work-orders.service';
import { findOpenLaunch } from './ehr-launch.repo';
import { grantsCreate } from './smart-scopes';

/**
 * What the launch read from the chart, for the provider it signed in and only while it can still
 * make a work order: another provider's launch, a used one or an expired one is a 404.
 */
export async function getLaunchPrefill(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  caller: AuditCaller,
  now = new Date(),
): Promise<EhrLaunchReply> {
  const providerId = providerIdOf(auth);
  const launch = z.uuid().safeParse(id).success ? await findOpenLaunch(db, id, providerId, now) : null;
  if (!launch?.prefill) throw notFound('This launch has expired or was already used');
  await recordAccess(db, caller, {
    action: 'ehr_launch.prefill_read',
    subjectType: 'ehr_launch',
    subjectId: id,
  });
  return {
    id: launch.id,
    prefill: launch.prefill,
    writesBack: grantsCreate(launch.grantedScope ?? '', 'DeviceRequest'),
  };
}
