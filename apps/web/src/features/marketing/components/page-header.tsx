import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './landing.module.css';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The tinted band with the h1 that opens the team and legal pages. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className={classes.pageHeader}>
      <Container size="lg">
        <Stack gap="md" maw={720}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={1} className={classes.heroTitle}>
            {title}
          </Title>
          {children && (
            <Text fz={{ base: 'lg', sm: 'xl' }} c="gray.7" component="div">
              {children}
            </Text>
          )}
        </Stack>
      </Container>
    </div>
  );
}
