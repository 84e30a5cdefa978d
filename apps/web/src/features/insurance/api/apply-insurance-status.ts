import type { InsuranceStatus } from '@dme/shared/insurance/api';
import type { PatientSession } from '@dme/shared/shop/api';
import type { QueryClient } from '@tanstack/react-query';
import { setInsuranceStatusUuid } from '../../../lib/api-client';
import { cartKeys, patientSessionKeys, shopKeys } from '../../../lib/query-keys';
import { insuranceKeys } from './keys';

/**
 * Makes a new insurance status (or none) the one every request prices with, and refetches every
 * price at once: the catalogue, the open product and the cart (spec patient §4 "Cart item").
 */
export async function applyInsuranceStatus(queryClient: QueryClient, status: InsuranceStatus | null) {
  setInsuranceStatusUuid(status?.uuid ?? null);
  queryClient.setQueryData(insuranceKeys.status(), status);
  queryClient.setQueryData<PatientSession>(patientSessionKeys.me(), (session) =>
    session ? { ...session, insuranceStatusUuid: status?.uuid ?? null } : session,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shopKeys.variants() }),
    queryClient.invalidateQueries({ queryKey: cartKeys.me() }),
    queryClient.invalidateQueries({ queryKey: insuranceKeys.plan() }),
  ]);
}
