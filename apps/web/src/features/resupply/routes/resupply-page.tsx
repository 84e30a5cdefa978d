import { formatDueDay } from '@dme/shared/resupply/api';
import { Alert, Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useReorder } from '../api/reorder';
import { SmsConsentForm } from '../components/sms-consent-form';

const TITLE = 'Reorder your supplies';

/**
 * The resupply e-mail's link (`/resupply?reminder=…&access=…`): opening it is the one click — the
 * eligible supplies go into the cart, priced with the insurance the payer confirms today, and the
 * normal checkout takes it from there.
 */
export function ResupplyPage() {
  useDocumentTitle(`${TITLE} | Carelane`);
  const [params] = useSearchParams();
  const reminder = params.get('reminder') ?? '';
  const access = params.get('access') ?? '';
  const link = useMemo(() => ({ reminder, access }), [reminder, access]);
  const reorder = useReorder();
  const started = useRef(false);
  const reordered = reorder.data?.reordered;

  useEffect(() => {
    // Once per page view, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    reorder.mutate(link);
  }, [reorder, link]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {reordered ? 'Already reordered' : reorder.isSuccess ? 'Your supplies are in your cart' : TITLE}
        </Title>
        {(reorder.isPending || reorder.isIdle) && (
          <Stack align="center" gap="xs" py="lg" aria-live="polite">
            <Loader />
            <Text>Checking your insurance and preparing your cart…</Text>
          </Stack>
        )}
        {reorder.isError && (
          <Alert color="red" title="We could not open this reorder">
            <Stack gap="xs">
              <Text size="sm">{errorMessage(reorder.error)}</Text>
              <Anchor component={Link} to={paths.home} size="sm">
                Go to Carelane
              </Anchor>
            </Stack>
          </Alert>
        )}
        {reordered && (
          <Stack gap="xs">
            <Text>You reordered these on {formatDueDay(reordered.orderedAt.slice(0, 10))}.</Text>
            <Text>
              Status: <strong>{reordered.status}</strong>
            </Text>
            <Text size="sm" c="dimmed">
              This e-mail's link places one order. We e-mail you again when these supplies are due for
              replacement.
            </Text>
          </Stack>
        )}
        {reorder.isSuccess && !reordered && (
          <>
            <Text>
              {reorder.data.itemCount === 1 ? 'The supply' : `The ${reorder.data.itemCount} supplies`} your
              plan pays to replace now {reorder.data.itemCount === 1 ? 'is' : 'are'} in your cart,{' '}
              {reorder.data.insured
                ? 'priced with your insurance as your plan answered today.'
                : 'at retail prices: your plan did not confirm coverage today.'}
            </Text>
            <Button component={Link} to={paths.cart} size="md" style={{ alignSelf: 'flex-start' }}>
              Review and check out
            </Button>
            <SmsConsentForm link={link} />
          </>
        )}
      </Stack>
    </Container>
  );
}
