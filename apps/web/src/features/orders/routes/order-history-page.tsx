import type { Order } from '@dme/shared/orders/api';
import { Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../components/ui/link-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { StatusTag } from '../../../components/ui/status-tag';
import { useAuthSession } from '../../../lib/auth-session';
import { openHelp } from '../../../lib/help-store';
import { useOrders } from '../api/orders';
import { OrderItem } from '../components/order-item';
import { OrderSummaryCard } from '../components/order-summary-card';
import { PriorAuthorizationNotice } from '../components/prior-authorization-notice';
import { ReviewModal } from '../components/review-modal';
import { ShipmentsSection } from '../components/shipments-section';
import { type LineItem, orderOptionLabel, pendingBySupplier } from '../order-view';

export const NO_ORDERS = "You haven't made a purchase yet!";

/** Spec patient §2 "Order history". */
export function OrderHistoryPage() {
  useDocumentTitle('Order History | Carelane');
  const orders = useOrders();
  const [selected, setSelected] = useState<string | null>(null);

  if (!orders.isSuccess)
    return (
      <QueryFallback
        isError={orders.isError}
        loadingLabel="Loading your orders"
        errorTitle="We could not load your orders"
      />
    );

  const order =
    orders.data.find((entry) => entry.orderConfirmationNumber === selected) ?? orders.data[0] ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Order History
      </Title>
      {order ? (
        <>
          <Group gap="md" align="flex-end">
            <Select
              label="Order"
              data={orders.data.map((entry) => ({
                value: entry.orderConfirmationNumber,
                label: orderOptionLabel(entry),
              }))}
              value={order.orderConfirmationNumber}
              onChange={setSelected}
              allowDeselect={false}
              w={{ base: '100%', xs: 380 }}
            />
            <Box pb={8}>
              <StatusTag status={order.displayStatus} />
            </Box>
          </Group>
          <OrderDetails key={order.orderConfirmationNumber} order={order} />
        </>
      ) : (
        <Paper withBorder radius="lg" p={48}>
          <Stack align="center" gap="md">
            <IconShoppingBag size={48} stroke={1.4} color="var(--mantine-color-brand-9)" aria-hidden />
            <Text fw={700} fz="xl">
              {NO_ORDERS}
            </Text>
            <LinkButton to={paths.shop}>Shop</LinkButton>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const user = useAuthSession()?.user;
  const [reviewing, setReviewing] = useState<LineItem | null>(null);
  const pending = pendingBySupplier(order);

  const getHelp = (item: LineItem) =>
    openHelp({
      name: user?.fullName ?? order.customerDetails.name,
      email: user?.email ?? order.customerDetails.email,
      subject: `I need help with: ${item.description}`,
      description: `My order number is: ${order.orderConfirmationNumber}`,
    });

  const shippedActions = (item: LineItem) => (
    <>
      <Button
        variant="light"
        size="sm"
        disabled={item.reviewed}
        onClick={() => setReviewing(item)}
        aria-label={
          item.reviewed ? `Reviewed: ${item.description}` : `Write a Product Review of ${item.description}`
        }
      >
        {item.reviewed ? 'Reviewed' : 'Write a Product Review'}
      </Button>
      <Button
        variant="default"
        size="sm"
        onClick={() => getHelp(item)}
        aria-label={`Get Help with ${item.description}`}
      >
        Get Help
      </Button>
    </>
  );

  return (
    <Stack gap="lg">
      <PriorAuthorizationNotice order={order} />
      <OrderSummaryCard order={order} columns />
      <ShipmentsSection order={order} itemActions={shippedActions} />
      {pending.length > 0 && (
        <Stack gap="md" component="section" aria-label="Pending Shipment">
          <Title order={2} fz="xl">
            Pending Shipment
          </Title>
          {pending.map((group) => (
            <Paper key={group.supplierName} withBorder radius="lg" p="md">
              <Stack gap="md">
                <Text fw={700} fz="sm" c="gray.7" tt="uppercase">
                  {group.supplierName}
                </Text>
                <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
                  {group.items.map((item) => (
                    <OrderItem key={item.uuid} item={item} />
                  ))}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {reviewing && <ReviewModal item={reviewing} onClose={() => setReviewing(null)} />}
    </Stack>
  );
}
