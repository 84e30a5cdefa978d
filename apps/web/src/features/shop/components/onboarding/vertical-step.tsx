import type { ProductVertical } from '@dme/shared/shop/api';
import { dueDateOptions } from '@dme/shared/shop/due-dates';
import { BREAST_PUMP_VERTICAL } from '@dme/shared/shop/onboarding';
import { Select, Stack, Title } from '@mantine/core';
import { IconBabyBottle, IconLungs } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ChoiceCards } from './choice-cards';

interface VerticalStepProps {
  verticals: ProductVertical[];
  value: string | null;
  onChange: (uuid: string) => void;
  askDueDate: boolean;
  dueDate: string | null;
  onDueDateChange: (date: string | null) => void;
}

const iconOf = (name: string) =>
  name === BREAST_PUMP_VERTICAL ? (
    <IconBabyBottle size={24} stroke={1.6} color="var(--mantine-color-brand-9)" aria-hidden />
  ) : (
    <IconLungs size={24} stroke={1.6} color="var(--mantine-color-brand-9)" aria-hidden />
  );

export function VerticalStep({
  verticals,
  value,
  onChange,
  askDueDate,
  dueDate,
  onDueDateChange,
}: VerticalStepProps) {
  const options = useMemo(() => dueDateOptions(new Date()), []);
  return (
    <Stack gap="lg">
      <Title order={2}>What are you shopping for?</Title>
      <ChoiceCards
        label="Equipment"
        value={value}
        onChange={onChange}
        choices={verticals.map((vertical) => ({
          value: vertical.uuid,
          label: vertical.name,
          icon: iconOf(vertical.name),
        }))}
      />
      {askDueDate && (
        <Select
          label="When is your baby due?"
          placeholder="Choose a month"
          data={options}
          value={dueDate}
          onChange={onDueDateChange}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Stack>
  );
}
