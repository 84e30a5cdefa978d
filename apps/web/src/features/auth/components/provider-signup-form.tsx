import { type ProviderSignupForm as FormValues, providerSignupFormSchema } from '@dme/shared/auth/signup';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { Controller, type DefaultValues, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AddressFields } from '../../../components/ui/form-fields/address-fields';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { TextField } from '../../../components/ui/form-fields/text-field';
import { signupErrorMessage, toProviderSignupBody, useProviderSignup } from '../api/provider-signup';
import { useProviderTypes } from '../api/provider-types';
import { AccountFields } from './account-fields';
import { FormError } from './form-error';

export type ProviderSignupValues = DefaultValues<z.input<typeof providerSignupFormSchema>>;

interface ProviderSignupFormProps {
  defaultValues: ProviderSignupValues;
  signupCode: string | null;
  onSignedUp: (credentials: { email: string; password: string }) => void;
}

/** Spec §5 "Provider signup": who the provider is, the practice address and the account. */
export function ProviderSignupForm({ defaultValues, signupCode, onSignedUp }: ProviderSignupFormProps) {
  const providerTypes = useProviderTypes();
  const signup = useProviderSignup();
  const form = useForm<z.input<typeof providerSignupFormSchema>, unknown, FormValues>({
    resolver: zodResolver(providerSignupFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { control, handleSubmit } = form;

  const submit = handleSubmit((values) =>
    signup.mutate(toProviderSignupBody(values, signupCode), {
      onSuccess: () => onSignedUp({ email: values.email, password: values.password }),
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <Stack gap="md">
            <Title order={2} size="h4">
              About you
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="firstName" label="First name" withAsterisk autoComplete="given-name" />
              <TextField name="lastName" label="Last name" withAsterisk autoComplete="family-name" />
              <TextField
                name="npi"
                label="NPI"
                description="Your 10-digit National Provider Identifier"
                withAsterisk
                inputMode="numeric"
                maxLength={10}
              />
              <Controller
                control={control}
                name="providerTypeId"
                render={({ field, fieldState }) => (
                  <Select
                    label="Provider type"
                    description="Your clinical role"
                    withAsterisk
                    placeholder={providerTypes.isPending ? 'Loading…' : 'Select your provider type'}
                    data={(providerTypes.data ?? []).map((type) => ({
                      value: String(type.id),
                      label: type.name,
                    }))}
                    ref={field.ref}
                    name={field.name}
                    value={field.value ? String(field.value) : null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={
                      fieldState.error?.message ??
                      (providerTypes.isError
                        ? 'Provider types could not be loaded, please reload the page'
                        : undefined)
                    }
                  />
                )}
              />
              <PhoneField control={control} name="phoneNumber" label="Phone number" withAsterisk />
              <PhoneField control={control} name="faxNumber" label="Fax number" />
            </SimpleGrid>
            <Controller
              control={control}
              name="pecos"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Are you enrolled in Medicare PECOS?"
                  withAsterisk
                  name={field.name}
                  value={field.value === undefined ? '' : String(field.value)}
                  onChange={(value) => field.onChange(value === 'true')}
                  error={fieldState.error?.message}
                >
                  <Group gap="lg" mt={6}>
                    <Radio value="true" label="Yes" onBlur={field.onBlur} />
                    <Radio value="false" label="No" onBlur={field.onBlur} />
                  </Group>
                </Radio.Group>
              )}
            />
          </Stack>

          <Stack gap="md">
            <Title order={2} size="h4">
              Your practice
            </Title>
            <TextField name="practiceName" label="Practice name" autoComplete="organization" />
            <AddressFields lineLabels={['Street address', 'Suite, unit or floor']} linesSideBySide />
          </Stack>

          <Stack gap="md">
            <Title order={2} size="h4">
              Your account
            </Title>
            <AccountFields />
          </Stack>

          <FormError message={signup.error ? signupErrorMessage(signup.error) : null} />
          <Button type="submit" size="md" fullWidth loading={signup.isPending}>
            Sign Up
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
