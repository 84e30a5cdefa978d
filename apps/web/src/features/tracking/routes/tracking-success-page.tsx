import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { ItemList } from '../components/item-list';
import { itemsByStatus } from '../tracking-form-values';
import { trackingFormPath } from '../tracking-paths';
import { useTrackedFulfillment } from '../use-tracked-fulfillment';

/**
 * Spec §2: /tracking/{number}, what has shipped and what has not, and Submit Another, which carries
 * the link's next token (`access`) when the shipment was recorded through an e-mailed link.
 */
export function TrackingSuccessPage() {
  useDocumentTitle('Shipment recorded | Carelane');
  const { number = '' } = useParams();
  const [params] = useSearchParams();
  const access = params.get('access')?.trim() ?? '';
  const fulfillment = useTrackedFulfillment(number, access);

  if (!fulfillment.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the fulfillment" />
      </Center>
    );
  const { shipped, unshipped } = itemsByStatus(fulfillment.data);
  return (
    <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Stack gap="xs" align="flex-start">
          <IconCircleCheck size={40} stroke={1.5} color="var(--mantine-color-teal-8)" aria-hidden />
          <Title order={1} size="h2">
            Shipment recorded
          </Title>
          <Text>
            Fulfillment confirmation number: <strong>{fulfillment.data.fulfillmentConfirmationNumber}</strong>
          </Text>
        </Stack>
        <ItemList title="Shipped" items={shipped} />
        <ItemList title="Not Shipped" items={unshipped} />
        <LinkButton
          to={trackingFormPath(fulfillment.data.fulfillmentConfirmationNumber, access)}
          variant="default"
        >
          Submit Another
        </LinkButton>
      </Stack>
    </Paper>
  );
}
