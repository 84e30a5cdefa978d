import { localTodayIso } from '@dme/shared/insurance/forms';
import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A required date of birth: the browser's date picker, which offers no day after today. */
export function BirthDateInput(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="date" max={localTodayIso()} withAsterisk autoComplete="bday" {...props} />;
}
