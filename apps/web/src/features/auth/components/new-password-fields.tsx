import { PASSWORD_RULE_MESSAGE } from '@dme/shared/auth/password';
import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  label?: string;
}

/** Password and confirmation of the signups and the reset page, with the rule shown up front. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  label = 'Password',
}: NewPasswordFieldsProps) {
  return (
    <Stack gap="md">
      <PasswordInput
        label={label}
        withAsterisk
        autoComplete="new-password"
        description={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
        error={errors.password}
        {...password}
      />
      <PasswordInput
        label="Confirm password"
        withAsterisk
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </Stack>
  );
}
