import { BEST_TIMES_TO_CALL } from '@dme/shared/work-orders/constants';
import { Select } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface BestTimeToCallFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  maw?: number;
}

/** "Best time to call", asked wherever someone asks our team for a phone call. */
export function BestTimeToCallField<T extends FieldValues>({
  control,
  name,
  maw,
}: BestTimeToCallFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label="Best time to call"
          withAsterisk
          placeholder="Choose a time"
          data={BEST_TIMES_TO_CALL}
          name={field.name}
          ref={field.ref}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          maw={maw}
        />
      )}
    />
  );
}
