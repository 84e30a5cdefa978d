import { type HcpcsCode, toHcpcsRule } from '@dme/shared/reference/hcpcs';
import { checkHcpcsLine, hcpcsLineSchema } from '@dme/shared/work-orders/work-order-form';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import type { WorkOrderFormValues } from './form-values';
import { OxygenWarning } from './oxygen-warning';

type LineField =
  | 'lengthOfNeed'
  | 'pressureSetting'
  | 'po2Percent'
  | 'arterialSaturationPercent'
  | 'icd10Codes';

interface HcpcsLinePanelProps {
  index: number;
  code: HcpcsCode;
  isSaved: boolean;
  onSaved: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

const dxRole = (entry: HcpcsCode['hcpcsCodeIcd10S'][number]) =>
  entry.isPrimaryDx ? 'Primary' : entry.isRequiredSecondaryDx ? 'Secondary, required' : 'Secondary';

/** Primary diagnoses first, then secondary ones, each labelled so the provider sees which is which. */
const diagnosisOptions = (code: HcpcsCode) =>
  (['Primary diagnoses', 'Secondary diagnoses'] as const)
    .map((group) => ({
      group,
      items: code.hcpcsCodeIcd10S
        .filter((entry) => entry.isPrimaryDx === (group === 'Primary diagnoses'))
        .map((entry) => ({
          value: entry.icd10.code,
          label: `${entry.icd10.code} — ${entry.icd10.description} (${dxRole(entry)})`,
        })),
    }))
    .filter((group) => group.items.length > 0);

/** One accordion form per code (spec §4): Save checks the code's rules, then locks the fields. */
export function HcpcsLinePanel({ index, code, isSaved, onSaved, onEdit, onRemove }: HcpcsLinePanelProps) {
  const { control, getValues, setError, clearErrors } = useFormContext<WorkOrderFormValues>();
  const path = (field: LineField) => `hcpcsCodes.${index}.${field}` as FieldPath<WorkOrderFormValues>;
  const oxygen = useWatch({ control, name: [path('po2Percent'), path('arterialSaturationPercent')] });

  const save = () => {
    clearErrors(`hcpcsCodes.${index}`);
    const parsed = hcpcsLineSchema.safeParse(getValues(`hcpcsCodes.${index}`));
    const problems = parsed.success
      ? checkHcpcsLine(parsed.data, toHcpcsRule(code))
      : parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
    const reported = new Set<string>();
    for (const problem of problems) {
      const field = problem.path[0] as LineField;
      if (reported.has(field)) continue;
      reported.add(field);
      setError(path(field), { message: problem.message }, { shouldFocus: reported.size === 1 });
    }
    if (problems.length === 0) onSaved();
  };

  const numberField = (field: LineField, label: string) => (
    <Controller
      control={control}
      name={path(field)}
      render={({ field: input, fieldState }) => (
        <NumberInput
          label={label}
          allowNegative={false}
          disabled={isSaved}
          name={input.name}
          ref={input.ref}
          value={(input.value as number | string | undefined) ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      {code.isCpap && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {numberField('lengthOfNeed', 'Length of need (months)')}
          {numberField('pressureSetting', 'Pressure setting (cm H2O)')}
        </SimpleGrid>
      )}
      {code.isOxygenCore && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {numberField('po2Percent', 'PO2 %')}
            {numberField('arterialSaturationPercent', 'Arterial saturation %')}
          </SimpleGrid>
          <OxygenWarning po2Percent={oxygen[0]} arterialSaturationPercent={oxygen[1]} />
        </>
      )}
      <Controller
        control={control}
        name={`hcpcsCodes.${index}.icd10Codes`}
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Diagnosis codes (ICD-10)"
            placeholder={isSaved ? undefined : 'Choose one or more'}
            data={diagnosisOptions(code)}
            searchable
            disabled={isSaved}
            name={field.name}
            ref={field.ref}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            nothingFoundMessage="No matching diagnosis"
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" color="red" onClick={onRemove}>
          Remove
        </Button>
        {isSaved ? (
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
        ) : (
          <Button onClick={save}>Save</Button>
        )}
      </Group>
    </Stack>
  );
}
