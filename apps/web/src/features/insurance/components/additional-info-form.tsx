import {
  type AdditionalInfo,
  type AdditionalInfoFormValues,
  additionalInfoFormSchema,
} from '@dme/shared/insurance/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { BirthDateInput } from '../../../components/ui/form-fields/birth-date-input';
import { MemberIdInput } from './member-id-input';

interface AdditionalInfoFormProps {
  defaultValues: AdditionalInfoFormValues;
  onSubmit: (values: AdditionalInfo) => void;
}

/** Spec patient §5 "Insurance additional info": what the team needs to check coverage by hand. */
export function AdditionalInfoForm({ defaultValues, onSubmit }: AdditionalInfoFormProps) {
  const { register, handleSubmit, formState } = useForm<AdditionalInfoFormValues, unknown, AdditionalInfo>({
    resolver: zodResolver(additionalInfoFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack gap="md">
        <Text c="gray.7">Tell us a little more and our team will check your coverage for you.</Text>
        <TextInput {...register('product')} label="Product" error={errors.product?.message} />
        <TextInput
          {...register('fullName')}
          label="Full name"
          withAsterisk
          autoComplete="name"
          error={errors.fullName?.message}
        />
        <MemberIdInput {...register('memberId')} error={errors.memberId?.message} />
        <TextInput
          {...register('medicalGroup')}
          label="Medical group"
          description="Leave “-” if you do not know it"
          error={errors.medicalGroup?.message}
        />
        <BirthDateInput {...register('birthDate')} label="Date of birth" error={errors.birthDate?.message} />
        <Button type="submit" fullWidth>
          Next
        </Button>
      </Stack>
    </form>
  );
}
