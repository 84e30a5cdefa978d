import { List, Stack, Text } from '@mantine/core';
import { type FulfillmentItem, itemLabel } from '../tracking-form-values';

/** A titled list of a fulfillment's items ("Shipped", "Not Shipped"). */
export function ItemList({ title, items }: { title: string; items: FulfillmentItem[] }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text fw={700}>{title}</Text>
      {items.length === 0 ? (
        <Text fz="sm" c="gray.7">
          None
        </Text>
      ) : (
        <List spacing={4} fz="sm">
          {items.map((item) => (
            <List.Item key={item.uuid}>{itemLabel(item)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
