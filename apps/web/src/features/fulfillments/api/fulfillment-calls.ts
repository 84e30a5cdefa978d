import type { createUsageDataBodySchema } from '@dme/shared/fulfillments/api';
import type { PriorAuthStatus } from '@dme/shared/work-orders/display-status';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const base = (number: string) => `/api/fulfillments/${encodeURIComponent(number)}`;

/** The provider asks the supplier for CPAP usage data (unrequested → requested). */
export const requestUsageData = (number: string) =>
  apiRequest<unknown>(base(number), {
    method: 'PUT',
    body: { fulfillment: { usageDataStatus: 'requested' } },
  });

/** The supplier links uploaded usage documents to the fulfillment (→ uploaded). */
export const createUsageData = (body: z.input<typeof createUsageDataBodySchema>) =>
  apiRequest<unknown>('/api/attachments/create_usage_data', { method: 'POST', body });

export const markDelivered = ({ number, shipmentUuid }: { number: string; shipmentUuid: string }) =>
  apiRequest<unknown>(`${base(number)}/shipments/${shipmentUuid}/delivered`, { method: 'PUT' });

export const setPriorAuth = ({
  number,
  priorAuthStatus,
  blobSignedId,
  expedited,
}: {
  number: string;
  priorAuthStatus: PriorAuthStatus;
  blobSignedId: string | null;
  /** Read by the server on the first submission only (CMS-0057-F: 72 hours instead of 7 days). */
  expedited: boolean;
}) =>
  apiRequest<unknown>(`${base(number)}/prior_auth`, {
    method: 'PUT',
    body: { priorAuthStatus, blobSignedId, expedited },
  });
