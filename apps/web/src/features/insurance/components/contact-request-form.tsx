import {
  type ContactFormContext,
  type ContactFormValues,
  contactFormSchema,
} from '@dme/shared/insurance/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BestTimeToCallField } from '../../../components/ui/form-fields/best-time-to-call-field';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';

export const CONTACT_CONFIRMATION_LABEL =
  'I confirm that the Carelane team may contact me by email or phone about my insurance coverage.';

export type ContactFormOutput = z.output<ReturnType<typeof contactFormSchema>>;

interface ContactRequestFormProps extends ContactFormContext {
  /** Why the patient is here (an unsupported plan, an unknown carrier…), shown above the form. */
  message: string | null;
  defaultCarrierName: string;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: ContactFormOutput) => void;
  /** Back to the details form: a carrier picked by mistake (a Medicaid plan…) is not a dead end. */
  onBack?: (() => void) | undefined;
  /** The back button's words: "Try Again" when the payer could not answer (issue 47). */
  backLabel?: string | undefined;
}

/** Spec patient §5 "Contact form": the team helps outside the system when we cannot check coverage. */
export function ContactRequestForm({
  asksCarrierName,
  isBreastPump,
  message,
  defaultCarrierName,
  error,
  isSubmitting,
  onSubmit,
  onBack,
  backLabel = 'Choose Another Carrier',
}: ContactRequestFormProps) {
  const { register, control, handleSubmit, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactFormOutput
  >({
    resolver: zodResolver(contactFormSchema({ asksCarrierName, isBreastPump })),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      phoneNumber: '',
      physicianName: '',
      insuranceCarrierName: defaultCarrierName,
      confirmed: false,
    },
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        {message && (
          <Alert color="orange" variant="light">
            {message}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {asksCarrierName && (
          <TextInput
            {...register('insuranceCarrierName')}
            label="Insurance carrier name"
            withAsterisk
            error={errors.insuranceCarrierName?.message}
          />
        )}
        <TextInput
          {...register('email')}
          type="email"
          label="Email"
          withAsterisk
          autoComplete="email"
          error={errors.email?.message}
        />
        <PhoneField control={control} name="phoneNumber" label="Phone number" withAsterisk />
        <TextInput
          {...register('physicianName')}
          label="Physician name"
          withAsterisk
          error={errors.physicianName?.message}
        />
        {isBreastPump ? (
          <Checkbox
            {...register('confirmed')}
            label={CONTACT_CONFIRMATION_LABEL}
            error={errors.confirmed?.message}
          />
        ) : (
          <BestTimeToCallField control={control} name="bestTimeToCall" />
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          Request Help
        </Button>
        {onBack && (
          <Button variant="subtle" onClick={onBack} fullWidth>
            {backLabel}
          </Button>
        )}
      </Stack>
    </form>
  );
}
