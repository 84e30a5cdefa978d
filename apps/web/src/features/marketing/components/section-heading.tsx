import { Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}

/** The centred eyebrow, h2 and introduction that open each landing section. */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <Stack gap="sm" align="center" ta="center" maw={680} mx="auto" mb={48}>
      <Text className={classes.eyebrow}>{eyebrow}</Text>
      <Title order={2} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {intro && (
        <Text fz="lg" c="gray.7">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
