import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';

const messageOf = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/** The fallback of spec "Generic": "Something went wrong:" and the message; the error is reported. */
export function ErrorFallback({ error }: { error: unknown }) {
  useEffect(() => reportError(error, { where: 'render' }), [error]);
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" role="alert">
        <Title order={1} size="h2">
          Something went wrong:
        </Title>
        <Code block>{messageOf(error)}</Code>
        <Text c="dimmed">Please reload the page. If it keeps happening, our support team can help.</Text>
        <div>
          <Button onClick={() => window.location.assign('/')}>Back to the home page</Button>
        </div>
      </Stack>
    </Container>
  );
}

export function RouteErrorFallback() {
  return <ErrorFallback error={useRouteError()} />;
}
