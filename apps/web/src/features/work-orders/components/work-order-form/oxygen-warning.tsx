import { parseEvidenceLeniently } from '@dme/shared/coverage/evidence';
import { failsCmsOxygenCriteria } from '@dme/shared/coverage/home-oxygen';
import { typedNumberOf } from '@dme/shared/validation/form-input';
import { CMS_WARNING_DEBOUNCE_MS } from '@dme/shared/work-orders/constants';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Spec §5: warns (never blocks) once typing has paused for 500 ms, for values that do not qualify
 * as CMS sets it (docs/decisions/0040-work-order-form-oxygen-and-feedback.md); a Group II finding on the line makes PaO2 56–59 or 89 % qualify.
 */
export function OxygenWarning({
  po2Percent,
  arterialSaturationPercent,
  evidence,
}: {
  po2Percent: unknown;
  arterialSaturationPercent: unknown;
  evidence?: unknown;
}) {
  // A value out of range warns of nothing: the field says it is not valid (failsCmsOxygenCriteria).
  const [po2] = useDebouncedValue(typedNumberOf(po2Percent), CMS_WARNING_DEBOUNCE_MS);
  const [saturation] = useDebouncedValue(typedNumberOf(arterialSaturationPercent), CMS_WARNING_DEBOUNCE_MS);
  const parsed = parseEvidenceLeniently(evidence);
  const findings = parsed?.kind === 'oxygen' ? parsed : null;
  if (!failsCmsOxygenCriteria({ po2Percent: po2, arterialSaturationPercent: saturation }, findings))
    return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} title="CMS requirements not met">
      These values do not meet the CMS requirements for home oxygen (PO2 at most 55 mm Hg or arterial
      saturation at most 88 %, or 56–59 mm Hg or 89 % with a Group II finding). Insurance will most likely not
      cover it.
    </Alert>
  );
}
