import { BEST_TIMES_TO_CALL } from '@dme/shared/work-orders/constants';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PhoneInput } from '../../../auth/components/phone-input';
import { todayIso } from '../../format';
import type { WorkOrderFormValues } from './form-values';

/** Who the order is for and how to reach them (spec §5: e-mail or phone; phone for Respiratory Care). */
export function PatientFields({ isPhoneRequired }: { isPhoneRequired: boolean }) {
  const { register, control, formState } = useFormContext<WorkOrderFormValues>();
  const { errors } = formState;
  const wantsCall = useWatch({ control, name: 'phoneAssistanceRequired' });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...register('patientName')}
          label="Patient name"
          autoComplete="off"
          error={errors.patientName?.message}
        />
        <TextInput
          {...register('patientDob')}
          type="date"
          max={todayIso()}
          label="Date of birth"
          error={errors.patientDob?.message}
        />
        <TextInput
          {...register('patientEmail')}
          type="email"
          label="Patient email"
          autoComplete="off"
          error={errors.patientEmail?.message}
        />
        <Controller
          control={control}
          name="patientPhone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label="Patient phone"
              withAsterisk={isPhoneRequired}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Checkbox
        {...register('phoneAssistanceRequired')}
        label="The patient would like a phone call to help place the order"
      />
      {wantsCall && (
        <Controller
          control={control}
          name="bestTimeToCall"
          render={({ field, fieldState }) => (
            <Select
              label="Best time to call"
              withAsterisk
              placeholder="Choose a time"
              data={BEST_TIMES_TO_CALL}
              name={field.name}
              ref={field.ref}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maw={320}
            />
          )}
        />
      )}
    </Stack>
  );
}
