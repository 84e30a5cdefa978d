import { type PrescriptionFormValues, prescriptionFormSchema } from '@dme/shared/insurance/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';

export const PRESCRIPTION_EMAIL_HELP = 'Use the email address your provider has on file for you.';

interface PrescriptionVerifyFormProps {
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: PrescriptionFormValues) => void;
}

/** Spec patient §5 "Prescription form": the e-mail and phone a provider's order was written for. */
export function PrescriptionVerifyForm({ error, isSubmitting, onSubmit }: PrescriptionVerifyFormProps) {
  const { register, control, handleSubmit, formState } = useForm<PrescriptionFormValues>({
    resolver: zodResolver(prescriptionFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', phone: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <Text c="gray.7">
          If your provider sent us your prescription, we can find it with your email and phone number.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          {...register('email')}
          type="email"
          label="Email"
          description={PRESCRIPTION_EMAIL_HELP}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk
          autoComplete="email"
          error={formState.errors.email?.message}
        />
        <PhoneField control={control} name="phone" label="Phone number" withAsterisk />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Verify Prescription
        </Button>
      </Stack>
    </form>
  );
}
