import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './onboarding.module.css';

export interface Choice {
  value: string;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface ChoiceCardsProps {
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  columns?: number;
}

/** A labelled radio group drawn as cards: one choice per card, keyboard-operable. */
export function ChoiceCards({ label, choices, value, onChange, columns = 2 }: ChoiceCardsProps) {
  return (
    <Radio.Group label={label} value={value} onChange={onChange} classNames={{ label: classes.groupLabel }}>
      <SimpleGrid cols={{ base: 1, xs: columns }} spacing="sm" mt="xs">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} className={classes.card} radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              {choice.icon}
              <Stack gap={2}>
                <Text fw={600}>{choice.label}</Text>
                {choice.description && (
                  <Text fz="sm" c="gray.7">
                    {choice.description}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
