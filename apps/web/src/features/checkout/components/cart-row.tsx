import type { CartItem } from '@dme/shared/cart/api';
import { SHOP_MESSAGES } from '@dme/shared/shop/messages';
import { Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { productPath } from '../../../app/paths';
import { openInsuranceModal } from '../../../lib/insurance-modal-store';
import { useUpdateCartItem } from '../../cart';
import { useInsuranceStatus } from '../../insurance';
import classes from './cart.module.css';

const quantityOptions = (max: number) =>
  Array.from({ length: Math.max(max, 1) }, (_, index) => String(index + 1));

/** One cart line: image, title and manufacturer, quantity select, Remove, and prices. */
export function CartRow({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const insurance = useInsuranceStatus();
  const { patientCost, totalRetailCost } = item.formattedPrices;
  const image = item.firstImageUrl ?? item.productVariant.product.imageUrls[0];
  return (
    <Table.Tr>
      <Table.Td>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <div className={classes.thumb}>{image && <img src={image} alt="" />}</div>
          <Stack gap={2}>
            <Anchor component={Link} to={productPath(item.productVariant.uuid)} fw={600} c="dark.8">
              {item.title}
            </Anchor>
            <Text fz="sm" c="gray.7">
              {item.manufacturerName}
            </Text>
            <Text fz="sm" c="gray.7">
              {SHOP_MESSAGES.shipsTo}
            </Text>
            {!insurance.isActive && !insurance.isLoading && !item.productVariant.product.isCashOnly && (
              <Anchor
                component="button"
                type="button"
                fz="sm"
                fw={600}
                ta="left"
                onClick={() => openInsuranceModal()}
              >
                Insurance savings available
              </Anchor>
            )}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <Select
            aria-label={`Quantity of ${item.title}`}
            data={quantityOptions(item.productVariant.maxQuantity)}
            value={String(item.quantity)}
            onChange={(value) => update.mutate({ uuid: item.uuid, quantity: Number(value ?? item.quantity) })}
            allowDeselect={false}
            disabled={update.isPending}
            w={88}
          />
          <Anchor
            component="button"
            type="button"
            fz="sm"
            c="red.8"
            onClick={() => update.mutate({ uuid: item.uuid, quantity: 0 })}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Anchor>
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <Text fw={700}>{patientCost}</Text>
        {patientCost !== totalRetailCost && (
          <Text fz="sm" c="gray.7" td="line-through">
            {totalRetailCost}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
