import { ORDER_MESSAGES, type Order } from '@dme/shared/orders/api';
import { Anchor, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { StatusTag } from '../../../components/ui/status-tag';
import { webEnv } from '../../../lib/env';
import { notifications } from '../../../lib/toasts';
import { useOrder } from '../api/order';
import { AssistanceBanner } from '../components/assistance-banner';
import { FulfillmentCard } from '../components/fulfillment-card';
import { OrderItem } from '../components/order-item';
import { OrderSummaryCard } from '../components/order-summary-card';
import { PriorAuthorizationNotice } from '../components/prior-authorization-notice';
import { ShipmentsSection } from '../components/shipments-section';
import { fulfillmentParts, shouldShowAssistanceBanner } from '../order-view';
import { useClearSessionFlag } from '../use-clear-session-flag';

export const THANK_YOU = 'Thank you for your order';

/** Spec patient §8: an order that cannot be shown sends the patient to the shop with a lasting toast. */
function useLeaveOnError(isError: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isError) return;
    notifications.show({
      id: 'invalid-order',
      color: 'red',
      message: ORDER_MESSAGES.invalidOrder,
      autoClose: false,
    });
    navigate(paths.shop, { replace: true });
  }, [isError, navigate]);
}

/** Spec patient §2 "Order confirmation" at /orders/{number}. */
export function OrderConfirmationPage() {
  const { number = '' } = useParams();
  // The order e-mail's signed link (`?access=…`) opens the order in any browser (server-checked).
  const access = useSearchParams()[0].get('access');
  useDocumentTitle(`${THANK_YOU} | Carelane`);
  useClearSessionFlag();
  const order = useOrder(number, access);
  useLeaveOnError(order.isError);

  if (!order.data) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading your order" />
      </Group>
    );
  }
  return <Confirmation order={order.data} access={access} />;
}

function Confirmation({ order, access }: { order: Order; access: string | null }) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <IconCircleCheck size={36} stroke={1.6} color="var(--mantine-color-teal-8)" aria-hidden />
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {THANK_YOU}
          </Title>
        </Group>
        <Text>
          Order confirmation number: <strong>{order.orderConfirmationNumber}</strong>
        </Text>
        <Group gap="xs">
          <Text>Status:</Text>
          <StatusTag status={order.displayStatus} />
        </Group>
        <Text c="gray.7">A confirmation email is on its way to {order.customerDetails.email}.</Text>
      </Stack>
      <PriorAuthorizationNotice order={order} />
      {shouldShowAssistanceBanner(order) && <AssistanceBanner order={order} access={access} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {fulfillmentParts(order).map(({ fulfillment, items }) => (
              <FulfillmentCard key={fulfillment.uuid} fulfillment={fulfillment}>
                {items.map((item) => (
                  <OrderItem key={item.uuid} item={item} price={item.amountTotalFormatted} />
                ))}
              </FulfillmentCard>
            ))}
            <ShipmentsSection order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummaryCard order={order} />
        </Grid.Col>
      </Grid>
      <Paper withBorder radius="lg" p="lg" component="footer">
        <Group justify="space-between" gap="md">
          <Text fz="sm">
            Questions about your order? Write to us at{' '}
            <Anchor href={`mailto:${webEnv.supportEmail}`}>{webEnv.supportEmail}</Anchor>.
          </Text>
          <LinkButton to={paths.shop} variant="default">
            Continue Shopping
          </LinkButton>
        </Group>
      </Paper>
    </Stack>
  );
}
