import type { ProductCategory } from '@dme/shared/shop/api';
import { Stack, Title } from '@mantine/core';
import { ChoiceCards } from './choice-cards';
import type { MachineAnswer } from './machine-answer';

const MACHINE_CHOICES = [
  { value: 'does-not-own', label: "I don't own a machine", description: 'Show me CPAP machines too.' },
  { value: 'owns', label: 'I own one', description: 'I only need masks and supplies.' },
  { value: 'not-sure', label: "I'm not sure" },
];

interface CategoryStepProps {
  categories: ProductCategory[];
  value: string | null;
  onChange: (uuid: string) => void;
  askMachine: boolean;
  machineAnswer: MachineAnswer | undefined;
  onMachineAnswer: (answer: MachineAnswer) => void;
}

export function CategoryStep({
  categories,
  value,
  onChange,
  askMachine,
  machineAnswer,
  onMachineAnswer,
}: CategoryStepProps) {
  return (
    <Stack gap="lg">
      <Title order={2}>What do you need?</Title>
      <ChoiceCards
        label="Equipment type"
        value={value}
        onChange={onChange}
        choices={categories.map((category) => ({ value: category.uuid, label: category.name }))}
      />
      {askMachine && (
        <ChoiceCards
          label="Do you already own a CPAP machine?"
          value={machineAnswer ?? null}
          onChange={(answer) => onMachineAnswer(answer as MachineAnswer)}
          choices={MACHINE_CHOICES}
          columns={1}
        />
      )}
    </Stack>
  );
}
