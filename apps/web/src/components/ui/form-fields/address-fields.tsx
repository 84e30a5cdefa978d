import { US_STATES } from '@dme/shared/validation/us-states';
import { Select, SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from './text-field';

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
  const { control } = useFormContext<AddressValues>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: linesSideBySide ? 2 : 1 }}>
        <TextField name="streetLine1" label={lineLabels[0]} withAsterisk autoComplete="address-line1" />
        <TextField name="streetLine2" label={lineLabels[1]} autoComplete="address-line2" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField name="city" label="City" withAsterisk autoComplete="address-level2" />
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
        <TextField
          name="zipcode"
          label="Zip code"
          withAsterisk
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
      </SimpleGrid>
    </>
  );
}
