import type { ComplianceReply } from '@dme/shared/compliance/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the compliance area; an upload of usage data invalidates `all`. */
export const complianceKeys = {
  all: ['compliance'] as const,
  workOrder: (uuid: string) => [...complianceKeys.all, 'work-order', uuid] as const,
  fulfillment: (number: string) => [...complianceKeys.all, 'fulfillment', number] as const,
};

const workOrderComplianceOptions = (uuid: string) =>
  queryOptions({
    queryKey: complianceKeys.workOrder(uuid),
    queryFn: ({ signal }) =>
      apiRequest<ComplianceReply>(`/api/consultations/${encodeURIComponent(uuid)}/compliance`, { signal }),
  });

const fulfillmentComplianceOptions = (number: string) =>
  queryOptions({
    queryKey: complianceKeys.fulfillment(number),
    queryFn: ({ signal }) =>
      apiRequest<ComplianceReply>(`/api/fulfillments/${encodeURIComponent(number)}/compliance`, { signal }),
  });

export const useWorkOrderCompliance = (uuid: string) => useQuery(workOrderComplianceOptions(uuid));
export const useFulfillmentCompliance = (number: string) => useQuery(fulfillmentComplianceOptions(number));
