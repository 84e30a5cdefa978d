import { type ChangePasswordForm, changePasswordFormSchema } from '@dme/shared/auth/account-settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-errors';
import { FormError, NewPasswordFields } from '../../auth';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Change password: the current one first, then the new one under the product's rules. */
export function PasswordSection() {
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const submit = handleSubmit((body) => change.mutate(body, { onSuccess: () => reset(EMPTY) }));

  return (
    <SettingsSection
      id="password-settings"
      title="Password"
      description="Changing it signs out every other device; this one stays signed in."
    >
      <form onSubmit={submit} noValidate aria-labelledby="password-settings">
        <Stack gap="md" maw={420}>
          <FormError message={change.error ? errorMessage(change.error) : null} />
          {change.isSuccess && (
            <Alert color="green" variant="light" role="status">
              {change.data.message}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordFields
            label="New password"
            password={register('password')}
            confirmation={register('passwordConfirmation')}
            errors={{
              password: errors.password?.message,
              confirmation: errors.passwordConfirmation?.message,
            }}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
