import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { NewPasswordFields } from './new-password-fields';
import { TermsCheckbox } from './terms-checkbox';

interface AccountFieldValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

/** E-mail, new password and terms: the account part of both signups, inside their FormProvider. */
export function AccountFields() {
  const { register, control, formState } = useFormContext<AccountFieldValues>();
  const { errors } = formState;
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields
        password={register('password')}
        confirmation={register('passwordConfirmation')}
        errors={{
          password: errors.password?.message,
          confirmation: errors.passwordConfirmation?.message,
        }}
      />
      <TermsCheckbox control={control} name="termsAccepted" />
    </>
  );
}
