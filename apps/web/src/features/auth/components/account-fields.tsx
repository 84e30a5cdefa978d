import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields/text-field';
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
      <TextField name="email" label="Email" type="email" withAsterisk autoComplete="email" />
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
