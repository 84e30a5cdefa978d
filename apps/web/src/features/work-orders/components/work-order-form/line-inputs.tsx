import { Input, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import type { WorkOrderFormValues } from './form-values';
import { usePrefillDescription } from './prefill-note';

interface LineInputProps {
  /** A path inside one HCPCS line, e.g. `hcpcsCodes.0.evidence.ahiOrRdi`. */
  name: string;
  label: string;
  description?: string;
  disabled: boolean;
}

/** A number of a line: negatives and fractions reach the rules, which refuse them with a message. */
export function LineNumberInput({ name, label, description, disabled }: LineInputProps) {
  const { control } = useFormContext<WorkOrderFormValues>();
  const prefilledFrom = usePrefillDescription(name);
  return (
    <Controller
      control={control}
      name={name as FieldPath<WorkOrderFormValues>}
      render={({ field: input, fieldState }) => (
        <NumberInput
          label={label}
          description={description ?? prefilledFrom}
          // Stripping the sign would silently turn "-5" months into 5.
          allowNegative
          disabled={disabled}
          name={input.name}
          ref={input.ref}
          value={(input.value as number | string | undefined) ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A calendar date of a line (YYYY-MM-DD), the phone's own date picker. */
export function LineDateInput({
  name,
  label,
  description,
  disabled,
  max,
}: LineInputProps & { max?: string }) {
  const { register, getFieldState, formState } = useFormContext<WorkOrderFormValues>();
  const path = name as FieldPath<WorkOrderFormValues>;
  const prefilledFrom = usePrefillDescription(name);
  return (
    <TextInput
      {...register(path)}
      type="date"
      max={max}
      label={label}
      description={description ?? prefilledFrom}
      disabled={disabled}
      error={getFieldState(path, formState).error?.message}
    />
  );
}

/** One choice of a few short options (a test type, a test condition), side by side even on a phone. */
export function LineChoiceInput({
  name,
  label,
  options,
  disabled,
}: Omit<LineInputProps, 'description'> & { options: { value: string; label: ReactNode }[] }) {
  const { control } = useFormContext<WorkOrderFormValues>();
  const prefilledFrom = usePrefillDescription(name);
  return (
    <Controller
      control={control}
      name={name as FieldPath<WorkOrderFormValues>}
      render={({ field }) => (
        <Input.Wrapper label={label} description={prefilledFrom} id={`${field.name}-label`}>
          <SegmentedControl
            fullWidth
            disabled={disabled}
            aria-labelledby={`${field.name}-label`}
            name={field.name}
            value={(field.value as string | null) ?? ''}
            onChange={field.onChange}
            data={options}
          />
        </Input.Wrapper>
      )}
    />
  );
}
