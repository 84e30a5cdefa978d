import { US_STATES } from '@dme/shared/validation/us-states';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/** The field names every US address form shares (provider signup, the free-cart shipping form). */
interface AddressValues {
  streetLine1: string;
  streetLine2?: string;
  city: string;
  state?: string;
  zipcode: string;
}

interface AddressFieldsProps {
  /** The two street lines' labels: the shipping form's are the spec's, the signup's name a practice. */
  lineLabels: readonly [string, string];
  /** Puts the two street lines side by side from the small breakpoint up. */
  linesSideBySide?: boolean;
}

/** Street lines, city, state and zip code of the surrounding react-hook-form (a FormProvider). */
export function AddressFields({ lineLabels, linesSideBySide = false }: AddressFieldsProps) {
  const { register, control, formState } = useFormContext<AddressValues>();
  const { errors } = formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: linesSideBySide ? 2 : 1 }}>
        <TextInput
          label={lineLabels[0]}
          withAsterisk
          autoComplete="address-line1"
          error={errors.streetLine1?.message}
          {...register('streetLine1')}
        />
        <TextInput
          label={lineLabels[1]}
          autoComplete="address-line2"
          error={errors.streetLine2?.message}
          {...register('streetLine2')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="City"
          withAsterisk
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field, fieldState }) => (
            <Select
              label="State"
              withAsterisk
              searchable
              placeholder="Select"
              data={STATE_OPTIONS}
              ref={field.ref}
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="address-level1"
            />
          )}
        />
        <TextInput
          label="Zip code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={errors.zipcode?.message}
          {...register('zipcode')}
        />
      </SimpleGrid>
    </>
  );
}
