import { TERMS_PROMPT_COOKIE, TERMS_PROMPT_COOKIE_DAYS } from '@dme/shared/auth/terms-cookie';
import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { getCookie, setCookie } from '../../../lib/cookies';
import { useAcceptTerms, useTermsAgreement } from '../api/terms-agreement';

/**
 * Spec §4 "Terms prompt": the cookie decides; the server is asked only when the cookie is not
 * set, and every server answer is kept in the cookie for a day. Sticky, so that as the last child
 * of a full-height page it stays pinned to the bottom without covering the end of the content.
 */
export function TermsBanner() {
  const [prompt, setPrompt] = useState(() => getCookie(TERMS_PROMPT_COOKIE));
  const agreement = useTermsAgreement({ enabled: prompt === undefined });
  const accept = useAcceptTerms();

  const remember = (showTermsPrompt: boolean) => {
    setCookie(TERMS_PROMPT_COOKIE, String(showTermsPrompt), TERMS_PROMPT_COOKIE_DAYS);
    setPrompt(String(showTermsPrompt));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: remember only writes the cookie and state.
  useEffect(() => {
    if (agreement.data) remember(agreement.data.showTermsPrompt);
  }, [agreement.data]);

  if (prompt !== 'true') return null;

  return (
    <Paper
      component="aside"
      aria-label="Terms of Service"
      shadow="md"
      radius={0}
      withBorder
      pos="sticky"
      bottom={0}
      py="md"
      style={{ zIndex: 150 }}
    >
      <Container size="lg">
        {/* Text and button side by side on the left: the help button sits in the bottom-right corner. */}
        <Group gap="md" wrap="wrap">
          <Text size="sm" maw={620}>
            Please review our{' '}
            <Anchor component={Link} to={paths.terms} target="_blank" rel="noopener">
              Terms of Service
            </Anchor>{' '}
            and select I agree to continue using Carelane.
          </Text>
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, { onSuccess: (reply) => remember(reply.showTermsPrompt) })
            }
          >
            I agree
          </Button>
        </Group>
        {accept.isError && (
          <Text size="sm" c="red" mt="xs" role="alert">
            Something went wrong. Please try again.
          </Text>
        )}
      </Container>
    </Paper>
  );
}
