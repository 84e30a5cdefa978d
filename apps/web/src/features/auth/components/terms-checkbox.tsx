import { Anchor, Checkbox } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** "I agree to the Terms of Service", required on both signups (spec §5: "Required field"). */
export function TermsCheckbox<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          label={
            <>
              I agree to the{' '}
              <Anchor component={Link} to={paths.terms} target="_blank" rel="noopener">
                Terms of Service
              </Anchor>
            </>
          }
        />
      )}
    />
  );
}
