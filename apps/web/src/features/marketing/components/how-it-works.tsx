import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LandingContent } from '../content/landing-content';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

/** The numbered steps from prescription to delivery. */
export function HowItWorks({ content }: { content: LandingContent['howItWorks'] }) {
  const columns = content.steps.length;
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="how-title">
      <Container size="lg">
        <SectionHeading id="how-title" eyebrow="How it works" title={content.title} intro={content.intro} />
        <SimpleGrid
          component="ol"
          className={classes.steps}
          cols={{ base: 1, sm: columns % 2 === 0 ? 2 : columns, md: columns }}
          spacing={40}
        >
          {content.steps.map((step, index) => (
            <Box component="li" key={step.title}>
              <Stack gap="sm">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} fz="lg" mt="xs">
                  {step.title}
                </Title>
                <Text c="gray.7">{step.text}</Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
