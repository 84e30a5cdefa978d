import { type CoverageVerdict, evaluateWorkOrderCoverage } from '@dme/shared/coverage/index';
import { CMS_WARNING_DEBOUNCE_MS } from '@dme/shared/work-orders/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAuthSession } from '../../../../lib/auth-session';
import { coverageInputOf } from './coverage-input';
import type { WorkOrderFormValues } from './form-values';

/**
 * The coverage verdict on the form as typed, once typing has paused (the CMS warning's 500 ms).
 * The input is debounced as text: the watched values are new objects on every render.
 */
export function useCoverageVerdict(): CoverageVerdict {
  const { control } = useFormContext<WorkOrderFormValues>();
  const [patientName, providerSignature, providerSignatureDate, hcpcsCodes] = useWatch({
    control,
    name: ['patientName', 'providerSignature', 'providerSignatureDate', 'hcpcsCodes'],
  });
  const providerName = useAuthSession()?.user.fullName ?? null;
  const input = JSON.stringify(
    coverageInputOf({ patientName, providerSignature, providerSignatureDate, hcpcsCodes }, providerName),
  );
  const [settled] = useDebouncedValue(input, CMS_WARNING_DEBOUNCE_MS);
  return useMemo(() => evaluateWorkOrderCoverage(JSON.parse(settled), new Date()), [settled]);
}
