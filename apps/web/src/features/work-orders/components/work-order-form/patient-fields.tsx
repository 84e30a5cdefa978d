import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Path, useFormContext, useWatch } from 'react-hook-form';
import { BestTimeToCallField } from '../../../../components/ui/form-fields/best-time-to-call-field';
import { PhoneField } from '../../../../components/ui/form-fields/phone-field';
import { todayIso } from '../../../../lib/format';
import type { WorkOrderFormValues } from './form-values';
import { usePrefillDescription } from './prefill-note';

/** A text field of the patient's, saying where its value came from when an EHR filled it. */
function PatientTextField({
  name,
  label,
  type,
  autoComplete = 'off',
  max,
}: {
  name: Path<WorkOrderFormValues>;
  label: string;
  type?: 'date' | 'email';
  autoComplete?: string;
  max?: string;
}) {
  const { register, getFieldState, formState } = useFormContext<WorkOrderFormValues>();
  return (
    <TextInput
      {...register(name)}
      type={type}
      max={max}
      label={label}
      autoComplete={autoComplete}
      description={usePrefillDescription(name)}
      error={getFieldState(name, formState).error?.message}
    />
  );
}

/** Who the order is for and how to reach them (spec §5: e-mail or phone; phone for Respiratory Care). */
export function PatientFields({ isPhoneRequired }: { isPhoneRequired: boolean }) {
  const { register, control } = useFormContext<WorkOrderFormValues>();
  const wantsCall = useWatch({ control, name: 'phoneAssistanceRequired' });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PatientTextField name="patientName" label="Patient name" />
        <PatientTextField name="patientDob" label="Date of birth" type="date" max={todayIso()} />
        <PatientTextField name="patientEmail" label="Patient email" type="email" />
        <PhoneField
          control={control}
          name="patientPhone"
          label="Patient phone"
          description={usePrefillDescription('patientPhone')}
          withAsterisk={isPhoneRequired}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PatientTextField name="patientAddress.line1" label="Address" />
        <PatientTextField name="patientAddress.line2" label="Apartment, suite (optional)" />
        <PatientTextField name="patientAddress.city" label="City" />
        <SimpleGrid cols={2}>
          <PatientTextField name="patientAddress.state" label="State" />
          <PatientTextField name="patientAddress.zip" label="ZIP code" />
        </SimpleGrid>
        <PatientTextField name="insurancePayer" label="Insurance" />
        <PatientTextField name="insuranceMemberId" label="Member ID" />
      </SimpleGrid>
      <Checkbox
        {...register('phoneAssistanceRequired')}
        label="The patient would like a phone call to help place the order"
      />
      {wantsCall && <BestTimeToCallField control={control} name="bestTimeToCall" maw={320} />}
    </Stack>
  );
}
