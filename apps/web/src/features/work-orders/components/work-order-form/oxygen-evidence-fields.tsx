import { OXYGEN_TEST_CONDITIONS } from '@dme/shared/coverage/evidence';
import { oxygenGroupOf } from '@dme/shared/coverage/home-oxygen';
import { typedNumberOf } from '@dme/shared/validation/form-input';
import { Checkbox, Stack, Text } from '@mantine/core';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { todayIso } from '../../../../lib/format';
import type { EvidenceFieldsProps } from './evidence-fields';
import type { WorkOrderFormValues } from './form-values';
import { LineChoiceInput, LineDateInput, LineNumberInput } from './line-inputs';

const SHORT_CONDITION_LABELS = {
  at_rest: 'At rest',
  during_sleep: 'Asleep',
  on_exertion: 'Exertion',
} as const;

/**
 * LCD L33797: when and how the PaO2 / saturation above was measured; the Group II findings only when
 * the values need one (PaO2 56–59 mm Hg or saturation 89 %), so a Group I order stays short.
 */
export function OxygenEvidenceFields({ index, disabled }: EvidenceFieldsProps) {
  const { control, register } = useFormContext<WorkOrderFormValues>();
  const path = (field: string) => `hcpcsCodes.${index}.evidence.${field}` as FieldPath<WorkOrderFormValues>;
  const [po2, saturation, inpatient] = useWatch({
    control,
    name: [
      `hcpcsCodes.${index}.po2Percent`,
      `hcpcsCodes.${index}.arterialSaturationPercent`,
      path('testedAsInpatient'),
    ],
  });
  // Judged on values in range only (oxygenGroupOf): a half-typed "8" % asks for no Group II finding.
  const group = oxygenGroupOf({
    po2Percent: typedNumberOf(po2),
    arterialSaturationPercent: typedNumberOf(saturation),
  });
  const today = todayIso();
  return (
    <Stack gap="sm">
      <LineDateInput name={path('testDate')} label="Test date" max={today} disabled={disabled} />
      <Checkbox
        {...register(path('testedAsInpatient'))}
        disabled={disabled}
        label="Tested during a hospital stay (the test must be within 2 days before discharge)"
      />
      {inpatient === true && (
        <LineDateInput name={path('dischargeDate')} label="Discharge date" disabled={disabled} />
      )}
      <LineChoiceInput
        name={path('testCondition')}
        label="Test condition"
        disabled={disabled}
        options={OXYGEN_TEST_CONDITIONS.map((condition) => ({
          value: condition,
          label: SHORT_CONDITION_LABELS[condition],
        }))}
      />
      {group === 'II' && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Group II findings (one is needed for PaO2 56–59 mm Hg or saturation 89 %)
          </Text>
          <Checkbox
            {...register(path('dependentEdema'))}
            disabled={disabled}
            label="Dependent edema suggesting congestive heart failure"
          />
          <Checkbox
            {...register(path('corPulmonaleOrPulmonaryHypertension'))}
            disabled={disabled}
            label="Pulmonary hypertension or cor pulmonale"
          />
          <LineNumberInput name={path('hematocritPercent')} label="Hematocrit (%)" disabled={disabled} />
        </Stack>
      )}
    </Stack>
  );
}
