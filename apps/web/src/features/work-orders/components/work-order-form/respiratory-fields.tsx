import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { MACHINE_QUESTION } from '../../machine-question';
import type { WorkOrderFormValues } from './form-values';

const ATTESTATION =
  'I attest that I am the treating provider, that I evaluated the patient for the items ordered, and that the information in this order is accurate and supported by the medical record.';

/** The Respiratory Care extras (spec §4); the machine question only with a CPAP machine code. */
export function RespiratoryFields({ hasCpapMachine }: { hasCpapMachine: boolean }) {
  const { register, control, formState } = useFormContext<WorkOrderFormValues>();
  return (
    <Stack gap="md">
      {hasCpapMachine && (
        <Controller
          control={control}
          name="eligibleForMachine"
          render={({ field, fieldState }) => (
            <Radio.Group
              label={MACHINE_QUESTION}
              withAsterisk
              name={field.name}
              value={typeof field.value === 'boolean' ? String(field.value) : ''}
              onChange={(value) => field.onChange(value === 'true')}
              error={fieldState.error?.message}
            >
              <Group mt="xs">
                <Radio value="true" label="Yes" />
                <Radio value="false" label="No" />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      <Checkbox
        {...register('providerAttestation')}
        label={ATTESTATION}
        error={formState.errors.providerAttestation?.message}
      />
    </Stack>
  );
}
