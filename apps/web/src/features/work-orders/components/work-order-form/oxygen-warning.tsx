import { CMS_WARNING_DEBOUNCE_MS, failsCmsOxygenCriteria } from '@dme/shared/work-orders/constants';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** Spec §5: warns (never blocks) once typing has paused for 500 ms. */
export function OxygenWarning({
  po2Percent,
  arterialSaturationPercent,
}: {
  po2Percent: unknown;
  arterialSaturationPercent: unknown;
}) {
  const [po2] = useDebouncedValue(toNumber(po2Percent), CMS_WARNING_DEBOUNCE_MS);
  const [saturation] = useDebouncedValue(toNumber(arterialSaturationPercent), CMS_WARNING_DEBOUNCE_MS);
  if (!failsCmsOxygenCriteria({ po2Percent: po2, arterialSaturationPercent: saturation })) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="CMS requirements not met">
      These values do not meet the CMS requirements for home oxygen (PO2 at most 55 or arterial saturation at
      most 88). Insurance will most likely not cover it.
    </Alert>
  );
}
