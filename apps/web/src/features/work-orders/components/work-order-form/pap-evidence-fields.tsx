import {
  PAP_SYMPTOM_LABELS,
  PAP_SYMPTOMS,
  SLEEP_TEST_TYPE_LABELS,
  SLEEP_TEST_TYPES,
} from '@dme/shared/coverage/evidence';
import { Chip, Group, Input, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { todayIso } from '../../../../lib/format';
import type { EvidenceFieldsProps } from './evidence-fields';
import type { WorkOrderFormValues } from './form-values';
import { LineChoiceInput, LineDateInput, LineNumberInput } from './line-inputs';
import { usePrefillDescription } from './prefill-note';

const CONDITIONS_HINT = 'Needed when the AHI or RDI is 5 to 14';
const SHORT_TEST_LABELS = { in_lab_psg: 'In-lab PSG', home_sleep_test: 'Home sleep test' } as const;

/** LCD L33718: the face-to-face evaluation, the sleep test and its numbers, the qualifying conditions. */
export function PapEvidenceFields({ index, code, disabled }: EvidenceFieldsProps) {
  const { control } = useFormContext<WorkOrderFormValues>();
  const path = (field: string) => `hcpcsCodes.${index}.evidence.${field}` as FieldPath<WorkOrderFormValues>;
  const today = todayIso();
  const conditionsFrom = usePrefillDescription(path('symptoms'));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <LineDateInput
          name={path('faceToFaceDate')}
          label="Face-to-face evaluation"
          max={today}
          disabled={disabled}
        />
        <LineDateInput name={path('sleepTestDate')} label="Sleep test date" max={today} disabled={disabled} />
      </SimpleGrid>
      <LineChoiceInput
        name={path('sleepTestType')}
        label="Sleep test type"
        disabled={disabled}
        options={SLEEP_TEST_TYPES.map((type) => ({
          value: type,
          label: <span title={SLEEP_TEST_TYPE_LABELS[type]}>{SHORT_TEST_LABELS[type]}</span>,
        }))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <LineNumberInput name={path('ahiOrRdi')} label="AHI or RDI (per hour)" disabled={disabled} />
        <LineNumberInput name={path('eventCount')} label="Events recorded" disabled={disabled} />
      </SimpleGrid>
      <Controller
        control={control}
        name={path('symptoms')}
        render={({ field }) => (
          <Input.Wrapper
            label="Documented conditions"
            description={conditionsFrom ? `${CONDITIONS_HINT} · ${conditionsFrom}` : CONDITIONS_HINT}
            id={`${field.name}-label`}
          >
            <Chip.Group
              multiple
              value={(field.value as string[] | undefined) ?? []}
              onChange={field.onChange}
            >
              <Group gap={6} mt={6} role="group" aria-labelledby={`${field.name}-label`}>
                {PAP_SYMPTOMS.map((symptom) => (
                  <Chip key={symptom} value={symptom} size="xs" disabled={disabled}>
                    {PAP_SYMPTOM_LABELS[symptom]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
      />
      {code === 'E0470' && (
        <Controller
          control={control}
          name={path('cpapTriedAndFailed')}
          render={({ field }) => (
            <Radio.Group
              label="Was CPAP (E0601) tried and found ineffective?"
              name={field.name}
              value={typeof field.value === 'boolean' ? String(field.value) : ''}
              onChange={(value) => field.onChange(value === 'true')}
            >
              <Group mt={4}>
                <Radio value="true" label="Yes" disabled={disabled} />
                <Radio value="false" label="No" disabled={disabled} />
              </Group>
            </Radio.Group>
          )}
        />
      )}
    </Stack>
  );
}
