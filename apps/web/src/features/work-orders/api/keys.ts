import type { WorkOrderListQuery } from '@dme/shared/work-orders/api';

/** Query keys of the work-orders area (Medusa's key factory). */
export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (query: WorkOrderListQuery) => [...workOrderKeys.lists(), query] as const,
  details: () => [...workOrderKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...workOrderKeys.details(), uuid] as const,
  newReferralCode: () => [...workOrderKeys.all, 'new'] as const,
  hcpcsCodes: () => ['hcpcs-codes', { includeIcd10s: true }] as const,
  ehrLaunch: (id: string) => [...workOrderKeys.all, 'ehr-launch', id] as const,
  ehrConnections: () => ['ehr-connections'] as const,
};
