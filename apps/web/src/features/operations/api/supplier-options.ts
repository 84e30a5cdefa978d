import type { InsuranceCarrier } from '@dme/shared/insurance/api';
import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opsKeys } from './keys';

/** What a supplier may carry and be in network with: the public catalogue's codes and carriers. */
export const useSupplierOptions = () =>
  useQuery({
    queryKey: [...opsKeys.all, 'supplier-options'],
    queryFn: async ({ signal }) => {
      const [codes, carriers] = await Promise.all([
        apiRequest<HcpcsCode[]>('/api/hcpcs_codes', { signal }),
        apiRequest<InsuranceCarrier[]>('/api/insurance_carriers', { signal }),
      ]);
      return {
        codes: codes.map((code) => ({
          value: code.code,
          label: `${code.code} — ${code.alias || code.description}`,
        })),
        carriers: carriers.map((carrier) => ({ value: carrier.uuid, label: carrier.name })),
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
