import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { paths } from '../../../app/paths';
import type { LandingContent } from '../content/landing-content';
import classes from './landing.module.css';
import { SectionHeading } from './section-heading';

/** The section Learn More scrolls to (`#why`); focusable so the jump also moves keyboard focus. */
export function WhySection({ content }: { content: LandingContent['why'] }) {
  return (
    <section id={paths.whySection} tabIndex={-1} className={classes.section} aria-labelledby="why-title">
      <Container size="lg">
        <SectionHeading id="why-title" eyebrow="Why Carelane" title={content.title} intro={content.intro} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {content.reasons.map(({ icon: ReasonIcon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl" className={classes.card}>
              <ThemeIcon size={52} radius="md" variant="light" mb="lg">
                <ReasonIcon size={28} stroke={1.8} aria-hidden="true" />
              </ThemeIcon>
              <Title order={3} fz="lg" mb="xs">
                {title}
              </Title>
              <Text c="gray.7">{text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
