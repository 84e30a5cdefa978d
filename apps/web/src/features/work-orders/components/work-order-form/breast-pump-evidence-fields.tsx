import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { type FieldPath, useFormContext } from 'react-hook-form';
import type { EvidenceFieldsProps } from './evidence-fields';
import type { WorkOrderFormValues } from './form-values';
import { LineDateInput, LineNumberInput } from './line-inputs';

/** ACA §2713: the due date and the plan's order window; for E0604, why a hospital-grade pump. */
export function BreastPumpEvidenceFields({ index, code, disabled }: EvidenceFieldsProps) {
  const { register, getFieldState, formState } = useFormContext<WorkOrderFormValues>();
  const path = (field: string) => `hcpcsCodes.${index}.evidence.${field}` as FieldPath<WorkOrderFormValues>;
  return (
    <Stack gap="sm">
      <LineDateInput name={path('dueDate')} label="Due date" disabled={disabled} />
      <SimpleGrid cols={2} spacing="sm">
        <LineNumberInput
          name={path('planWindowDaysBeforeDue')}
          label="Plan allows from (days before due date)"
          disabled={disabled}
        />
        <LineNumberInput
          name={path('planWindowDaysAfterDue')}
          label="Until (days after due date)"
          disabled={disabled}
        />
      </SimpleGrid>
      {code === 'E0604' && (
        <Textarea
          {...register(path('medicalNeed'))}
          label="Medical need for a hospital-grade pump"
          description="E.g. infant in the NICU, mother and infant separated"
          autosize
          minRows={2}
          maxLength={500}
          disabled={disabled}
          error={getFieldState(path('medicalNeed'), formState).error?.message}
        />
      )}
    </Stack>
  );
}
