import type { ProductCategory } from '@dme/shared/shop/api';
import { Stack, Title } from '@mantine/core';
import { ChoiceCards } from './choice-cards';

/** The machine question's answers, saved as eligible_for_machine true, false or null. */
export type MachineAnswer = 'does-not-own' | 'owns' | 'not-sure';

const ELIGIBILITY: Record<MachineAnswer, boolean | null> = {
  'does-not-own': true,
  owns: false,
  'not-sure': null,
};

export const toEligibility = (answer: MachineAnswer | undefined) => (answer ? ELIGIBILITY[answer] : null);

/** A previous answer, if the session has one (null is also "not asked yet"). */
export const machineAnswerOf = (eligible: boolean | null | undefined): MachineAnswer | undefined =>
  eligible === true ? 'does-not-own' : eligible === false ? 'owns' : undefined;

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
