import {
  type EligibilityCheckBody,
  eligibilityCheckBodySchema,
  type InsuranceCarrier,
} from '@dme/shared/insurance/api';
import { OTHER_CARRIER, OTHER_CARRIER_LABEL } from '@dme/shared/insurance/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BirthDateInput } from '../../../components/ui/form-fields/birth-date-input';
import { useInsuranceCarriers } from '../api/insurance-carriers';
import { MemberIdInput } from './member-id-input';

export const EMPTY_DETAILS: EligibilityCheckBody = {
  carrier: '',
  memberId: '',
  firstName: '',
  lastName: '',
  patientBirthDate: '',
};

interface InsuranceDetailsFormProps {
  defaultValues: EligibilityCheckBody;
  /** What the card upload found, shown above the form. */
  notice: string | null;
  error: string | null;
  isSubmitting: boolean;
  onSubmit: (values: z.output<typeof eligibilityCheckBodySchema>, typed: EligibilityCheckBody) => void;
  /**
   * "Other insurance carrier", or a carrier none of our suppliers serves: no check is possible.
   * `typed` is what the form held, so that going back from the contact form keeps it.
   */
  onCarrierWithoutCheck: (carrier: InsuranceCarrier | null, typed: EligibilityCheckBody) => void;
}

/** Spec patient §5 "Insurance form": carrier, member ID, names and birth date, all required. */
export function InsuranceDetailsForm({
  defaultValues,
  notice,
  error,
  isSubmitting,
  onSubmit,
  onCarrierWithoutCheck,
}: InsuranceDetailsFormProps) {
  const carriers = useInsuranceCarriers();
  const { register, control, handleSubmit, getValues, formState } = useForm<
    EligibilityCheckBody,
    unknown,
    z.output<typeof eligibilityCheckBodySchema>
  >({ resolver: zodResolver(eligibilityCheckBodySchema), mode: 'onTouched', defaultValues });
  const { errors } = formState;

  const carrierOptions = [
    ...(carriers.data ?? []).map((carrier) => ({ value: carrier.uuid, label: carrier.name })),
    { value: OTHER_CARRIER, label: OTHER_CARRIER_LABEL },
  ];

  const chooseCarrier = (value: string | null, onChange: (value: string) => void) => {
    const typed = { ...getValues(), carrier: '' };
    if (value === OTHER_CARRIER) return onCarrierWithoutCheck(null, typed);
    const carrier = carriers.data?.find((candidate) => candidate.uuid === value);
    if (carrier && !carrier.hasSuppliers) return onCarrierWithoutCheck(carrier, typed);
    onChange(value ?? '');
  };

  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, getValues()))}>
      <Stack gap="md">
        {notice && <Text c="gray.7">{notice}</Text>}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Controller
          control={control}
          name="carrier"
          render={({ field }) => (
            <Select
              label="Insurance carrier"
              placeholder={carriers.isPending ? 'Loading carriers…' : 'Choose your carrier'}
              data={carrierOptions}
              searchable
              nothingFoundMessage="No carrier found"
              withAsterisk
              name={field.name}
              ref={field.ref}
              value={field.value || null}
              onChange={(value) => chooseCarrier(value, field.onChange)}
              onBlur={field.onBlur}
              error={errors.carrier?.message}
            />
          )}
        />
        <MemberIdInput {...register('memberId')} error={errors.memberId?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...register('firstName')}
            label="First name"
            withAsterisk
            autoComplete="given-name"
            error={errors.firstName?.message}
          />
          <TextInput
            {...register('lastName')}
            label="Last name"
            withAsterisk
            autoComplete="family-name"
            error={errors.lastName?.message}
          />
        </SimpleGrid>
        <BirthDateInput
          {...register('patientBirthDate')}
          label="Patient date of birth"
          error={errors.patientBirthDate?.message}
        />
        <Button type="submit" loading={isSubmitting} fullWidth>
          Check My Coverage
        </Button>
      </Stack>
    </form>
  );
}
