import type { Order } from '@dme/shared/orders/api';
import { Button, Flex, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown, IconHeartHandshake } from '@tabler/icons-react';
import { useSetAssistance } from '../api/set-assistance';
import { assistanceLabel } from '../order-view';

const ANSWERS = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

/** Spec patient §4 "Order confirmation": would the patient like help setting up the CPAP machine? */
export function AssistanceBanner({ order, access }: { order: Order; access?: string | null }) {
  const save = useSetAssistance(order.orderConfirmationNumber, access);
  const answer = save.isPending ? (save.variables ?? null) : order.assistanceRequired;
  return (
    <Paper radius="lg" p="md" bg="brand.0" component="section" aria-label="Set-up assistance">
      <Flex gap="md" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <IconHeartHandshake size={32} stroke={1.5} aria-hidden color="var(--mantine-color-brand-8)" />
        <Text style={{ flex: 1 }}>
          <strong>Would you like help setting up your CPAP machine?</strong> Our supplier partner can walk you
          through it after delivery.
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={16} aria-hidden />}
              loading={save.isPending}
              miw={120}
              aria-label={`Set-up assistance: ${assistanceLabel(answer)}`}
            >
              {assistanceLabel(answer)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {ANSWERS.map(({ label, value }) => (
              <Menu.Item key={label} onClick={() => save.mutate(value)}>
                {label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Flex>
    </Paper>
  );
}
