import { Anchor, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { HydrationSlice } from '../../../lib/hydration-slices';

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
          {/* The pre-rendered sign-in page hydrates these after its first pass (lib/hydration-slices.tsx). */}
          <HydrationSlice>
            <Anchor component={Link} to="/" aria-label="Carelane home" style={{ alignSelf: 'center' }}>
              <Logo />
            </Anchor>
          </HydrationSlice>
          <Paper component="main" withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
            <Stack gap="lg">
              <HydrationSlice>
                <Stack gap={6}>
                  <Title order={1} size="h2">
                    {title}
                  </Title>
                  {description && <Text c="dimmed">{description}</Text>}
                </Stack>
              </HydrationSlice>
              {children}
            </Stack>
          </Paper>
          {footer && (
            <HydrationSlice>
              <Text ta="center" size="sm">
                {footer}
              </Text>
            </HydrationSlice>
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
