import { TextInput, type TextInputProps } from '@mantine/core';
import { type FieldError, get, useFormContext } from 'react-hook-form';

type TextFieldProps = Omit<TextInputProps, 'name' | 'error'> & { name: string };

/** A text input registered with the surrounding react-hook-form (a FormProvider), showing its field's error. */
export function TextField({ name, ...props }: TextFieldProps) {
  const { register, formState } = useFormContext();
  const error: FieldError | undefined = get(formState.errors, name);
  return <TextInput {...props} error={error?.message} {...register(name)} />;
}
