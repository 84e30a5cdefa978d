import { checkEvidenceValues } from '@dme/shared/coverage/evidence';
import { type HcpcsCode, toHcpcsRule } from '@dme/shared/reference/hcpcs';
import {
  checkHcpcsLineValues,
  HCPCS_LINE_FIELDS,
  type HcpcsLineField,
} from '@dme/shared/work-orders/work-order-form';
import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { EvidenceFields } from './evidence-fields';
import type { WorkOrderFormValues } from './form-values';
import { LineCoverage } from './line-coverage';
import { LineNumberInput } from './line-inputs';
import { OxygenWarning } from './oxygen-warning';
import { usePrefillDescription } from './prefill-note';

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
  const { control, getValues, getFieldState, setError, clearErrors } = useFormContext<WorkOrderFormValues>();
  const diagnosesFrom = usePrefillDescription(`hcpcsCodes.${index}.icd10Codes`);
  const path = (field: HcpcsLineField) => `hcpcsCodes.${index}.${field}` as FieldPath<WorkOrderFormValues>;
  const line = useWatch({ control, name: `hcpcsCodes.${index}` });
  const rule = useMemo(() => toHcpcsRule(code), [code]);

  const evidencePath = (field: string) =>
    `hcpcsCodes.${index}.evidence.${field}` as FieldPath<WorkOrderFormValues>;
  /**
   * What Save refuses, as submit would: the line's own fields and its coverage details out of range,
   * in the order shown, so Save focuses the first one on screen (the details come before the diagnoses).
   */
  const problemsOf = (values: typeof line) => {
    const lineProblems = checkHcpcsLineValues(values, rule).map(({ field, message }) => ({
      name: path(field),
      message,
    }));
    const evidenceProblems = checkEvidenceValues(values.evidence).map(({ field, message }) => ({
      name: evidencePath(field),
      message,
    }));
    const isDiagnosis = ({ name }: { name: string }) => name === path('icd10Codes');
    return [
      ...lineProblems.filter((problem) => !isDiagnosis(problem)),
      ...evidenceProblems,
      ...lineProblems.filter(isDiagnosis),
    ];
  };

  const save = () => {
    clearErrors(`hcpcsCodes.${index}`);
    const problems = problemsOf(getValues(`hcpcsCodes.${index}`));
    for (const [order, { name, message }] of problems.entries())
      setError(name, { type: 'line', message }, { shouldFocus: order === 0 });
    if (problems.length === 0) onSaved();
  };

  // A message already shown follows what is typed: it goes as soon as its problem is fixed (for
  // "provide either PO2 or saturation", by typing in either field) and changes with the problem.
  // New messages still wait for the provider: leaving the field, Save or submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked on every change of the line's values
  useEffect(() => {
    if (isSaved || !line) return;
    const current = new Map(problemsOf(line).map(({ name, message }) => [name, message]));
    const names = [...HCPCS_LINE_FIELDS.map(path), ...Object.keys(line.evidence ?? {}).map(evidencePath)];
    for (const name of names) {
      const shown = getFieldState(name).error;
      if (!shown) continue;
      const message = current.get(name);
      if (!message) clearErrors(name);
      else if (message !== shown.message) setError(name, { type: 'line', message });
    }
  }, [line, isSaved, rule]);

  const numberField = (field: HcpcsLineField, label: string, description?: string) => (
    <LineNumberInput name={path(field)} label={label} description={description} disabled={isSaved} />
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
            {numberField('po2Percent', 'PO2 (mm Hg)', 'Arterial blood gas, PaO2')}
            {numberField(
              'arterialSaturationPercent',
              'Arterial saturation (%)',
              'SaO2, or SpO2 by pulse oximetry',
            )}
          </SimpleGrid>
          <OxygenWarning
            po2Percent={line?.po2Percent}
            arterialSaturationPercent={line?.arterialSaturationPercent}
            evidence={line?.evidence}
          />
        </>
      )}
      <EvidenceFields index={index} code={code.code} disabled={isSaved} />
      <Controller
        control={control}
        name={`hcpcsCodes.${index}.icd10Codes`}
        render={({ field, fieldState }) => (
          <MultiSelect
            label="Diagnosis codes (ICD-10)"
            description={diagnosesFrom}
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
      <LineCoverage code={code.code} />
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
