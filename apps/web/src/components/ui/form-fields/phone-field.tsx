import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput } from '../phone-input';

interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string | undefined;
  withAsterisk?: boolean;
}

/** A masked phone input wired to a react-hook-form field, its error shown once touched. */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  withAsterisk,
}: PhoneFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
