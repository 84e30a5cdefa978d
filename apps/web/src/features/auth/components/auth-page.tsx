import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';

interface AuthPageProps {
  title: string;
  description?: ReactNode;
  /** Card width: the sign-in and password forms are narrow, the provider signup is wide. */
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every authentication screen: the logo, one card with a heading, a footer line. */
export function AuthPage({ title, description, width = 440, children, footer }: AuthPageProps) {
  useDocumentTitle(`${title} | Carelane`);
  return (
    <Box mih="100dvh" bg="gray.0" py={{ base: 'lg', sm: 48 }}>
      <Container size={width} px={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Anchor component={Link} to="/" aria-label="Carelane home" style={{ alignSelf: 'center' }}>
            <Logo />
          </Anchor>
          <Paper component="main" withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description && <Text c="dimmed">{description}</Text>}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <Text ta="center" size="sm">
              {footer}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

/** "No account? Signup as a Provider"-style footer line: a question and one link. */
export function FooterLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <>
      {question}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </>
  );
}
