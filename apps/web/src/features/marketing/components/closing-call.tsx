import { Container, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '../../../components/ui/link-button';
import type { LandingContent } from '../content/landing-content';
import classes from './landing.module.css';

/** The closing band that repeats the page's call to action. */
export function ClosingCall({
  content,
  action,
}: {
  content: LandingContent['closing'];
  action: { label: string; to: string };
}) {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="closing-title" c="white" className={classes.sectionTitle}>
            {content.title}
          </Title>
          <Text fz="lg" c="brand.0" maw={560}>
            {content.text}
          </Text>
          <LinkButton to={action.to} size="lg" variant="white" mt="sm">
            {action.label}
          </LinkButton>
        </Stack>
      </Container>
    </section>
  );
}
