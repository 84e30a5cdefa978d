import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** The member ID printed on the insurance card; never autofilled from another form. */
export function MemberIdInput(props: ComponentProps<typeof TextInput>) {
  return <TextInput label="Member ID" withAsterisk autoComplete="off" {...props} />;
}
