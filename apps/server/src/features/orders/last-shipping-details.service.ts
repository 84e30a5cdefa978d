import { SHIPPING_DETAILS_MESSAGES } from '@dme/shared/orders/shipping-details';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { AuthContext } from '../../plugins/auth';
import { recordAccess } from '../audit/audit.repo';
import type { AuditCaller } from '../audit/audit-caller';
import { findNewestOrderPlacedBy } from './shipping-details.repo';

/**
 * The signed-in patient's last contact and shipping address, to start her next checkout from
 * (decision 0118): only her account's orders, never this browser's nor one matched by e-mail;
 * the read is audited.
 */
export async function getLastShippingDetails(db: Database, auth: AuthContext, caller: AuditCaller) {
  return db.transaction(async (tx) => {
    const order = await findNewestOrderPlacedBy(tx, auth.userId);
    if (!order) throw notFound(SHIPPING_DETAILS_MESSAGES.none);
    await recordAccess(tx, caller, {
      action: 'order.shipping_details_read',
      subjectType: 'order',
      subjectId: order.id,
    });
    return {
      customerDetails: { name: order.name, email: order.email },
      shippingAddress: {
        line1: order.line1,
        line2: order.line2,
        city: order.city,
        state: order.state,
        postalCode: order.postalCode,
        country: order.country,
      },
    };
  });
}
