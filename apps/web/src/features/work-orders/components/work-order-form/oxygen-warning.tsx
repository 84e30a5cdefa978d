import { CMS_WARNING_DEBOUNCE_MS, failsCmsOxygenCriteria } from '@dme/shared/work-orders/constants';
import { hcpcsLineSchema } from '@dme/shared/work-orders/work-order-form';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A value the field accepts, or null: a value out of range has its own message and never warns. */
const validValue = (field: 'po2Percent' | 'arterialSaturationPercent', value: unknown) => {
  const parsed = hcpcsLineSchema.shape[field].safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Spec §5: warns (never blocks) once typing has paused for 500 ms; thresholds as CMS sets them. */
export function OxygenWarning({
  po2Percent,
  arterialSaturationPercent,
}: {
  po2Percent: unknown;
  arterialSaturationPercent: unknown;
}) {
  const [po2] = useDebouncedValue(validValue('po2Percent', po2Percent), CMS_WARNING_DEBOUNCE_MS);
  const [saturation] = useDebouncedValue(
    validValue('arterialSaturationPercent', arterialSaturationPercent),
    CMS_WARNING_DEBOUNCE_MS,
  );
  if (!failsCmsOxygenCriteria({ po2Percent: po2, arterialSaturationPercent: saturation })) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="CMS requirements not met">
      These values do not meet the CMS requirements for home oxygen (PO2 at most 55 mm Hg or arterial
      saturation at most 88 %). Insurance will most likely not cover it.
    </Alert>
  );
}
