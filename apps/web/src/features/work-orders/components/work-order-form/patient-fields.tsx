import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { BestTimeToCallField } from '../../../../components/ui/form-fields/best-time-to-call-field';
import { PhoneField } from '../../../../components/ui/form-fields/phone-field';
import { todayIso } from '../../../../lib/format';
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
        <PhoneField
          control={control}
          name="patientPhone"
          label="Patient phone"
          withAsterisk={isPhoneRequired}
        />
      </SimpleGrid>
      <Checkbox
        {...register('phoneAssistanceRequired')}
        label="The patient would like a phone call to help place the order"
      />
      {wantsCall && <BestTimeToCallField control={control} name="bestTimeToCall" maw={320} />}
    </Stack>
  );
}
