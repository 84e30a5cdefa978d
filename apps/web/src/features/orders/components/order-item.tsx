import { Anchor, Flex, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productPath } from '../../../app/paths';
import type { LineItem } from '../order-view';

interface OrderItemProps {
  item: LineItem;
  /** The price column of the confirmation page. */
  price?: string;
  /** Buttons of a shipped item in the history; they move under the item below 48em. */
  actions?: ReactNode;
}

/** One ordered item: image, title, manufacturer and "Quantity: n" (spec patient §2). */
export function OrderItem({ item, price, actions }: OrderItemProps) {
  return (
    <Flex
      component="li"
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 'sm', sm: 'md' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
    >
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
        <Image
          src={item.productImageUrl || undefined}
          alt=""
          w={72}
          h={72}
          radius="md"
          fit="contain"
          bg="gray.0"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={productPath(item.productVariantId)} fw={700} c="dark.8">
            {item.description}
          </Anchor>
          <Text fz="sm" c="gray.7">
            {item.manufacturer}
          </Text>
          <Text fz="sm">Quantity: {item.quantity}</Text>
        </Stack>
        {price && (
          <Text fw={700} ml="auto">
            {price}
          </Text>
        )}
      </Group>
      {actions && (
        <Flex gap="xs" direction={{ base: 'column', xs: 'row', sm: 'column' }} style={{ flexShrink: 0 }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
