import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import type { LandingContent } from '../content/landing-content';
import classes from './landing.module.css';

export interface HeroProps {
  content: LandingContent['hero'];
  action: { label: string; to: string };
  visual: ReactNode;
  extra?: ReactNode;
}

/** The landing headline with its call to action and Learn More, which scrolls to the Why section. */
export function Hero({ content, action, visual, extra }: HeroProps) {
  const reduceMotion = useReducedMotion();

  const learnMore = () => {
    const why = document.getElementById(paths.whySection);
    if (!why) return;
    why.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue reading from the section they jumped to.
    why.focus({ preventScroll: true });
  };

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={56}
          verticalSpacing={48}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" radius="sm" tt="none" fw={700}>
              {content.eyebrow}
            </Badge>
            <Title order={1} id="hero-title" className={classes.heroTitle}>
              {content.title}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.7" maw={560}>
              {content.subtitle}
            </Text>
            <Group className={classes.actions}>
              <LinkButton to={action.to} size="lg">
                {action.label}
              </LinkButton>
              <Button size="lg" variant="default" onClick={learnMore}>
                Learn More
              </Button>
            </Group>
            {extra}
            <ul className={classes.highlights}>
              {content.highlights.map((highlight) => (
                <li key={highlight}>
                  <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
          </Stack>
          {visual}
        </SimpleGrid>
      </Container>
    </section>
  );
}
