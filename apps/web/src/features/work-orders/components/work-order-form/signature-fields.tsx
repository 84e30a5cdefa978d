import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { todayIso } from '../../../../lib/format';
import type { WorkOrderFormValues } from './form-values';

export function SignatureFields() {
  const { register, formState } = useFormContext<WorkOrderFormValues>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...register('providerSignature')}
        label="Provider signature"
        description="Type your full name to sign"
        withAsterisk
        error={errors.providerSignature?.message}
      />
      <TextInput
        {...register('providerSignatureDate')}
        type="date"
        max={todayIso()}
        label="Signature date"
        description="Today or earlier"
        withAsterisk
        error={errors.providerSignatureDate?.message}
      />
    </SimpleGrid>
  );
}
