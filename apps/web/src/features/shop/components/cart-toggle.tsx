import { CART_MESSAGES } from '@dme/shared/cart/messages';
import type { ProductVariantDetail } from '@dme/shared/shop/api';
import { cartCountInCategory } from '@dme/shared/shop/patient-session-rules';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useAddCartItem, useCart, useUpdateCartItem } from '../../cart';

interface CartToggleProps {
  variant: ProductVariantDetail;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}

const quantityOptions = (max: number) =>
  Array.from({ length: Math.max(max, 1) }, (_, index) => String(index + 1));

/**
 * The quantity picker (1 to the variant's maxQuantity) and the add/remove button. Add is disabled
 * once the cart holds the category's quantityLimit; in the cart, the picker edits the item.
 */
export function CartToggle({ variant, quantity, onQuantityChange }: CartToggleProps) {
  const cart = useCart().data ?? null;
  const add = useAddCartItem();
  const update = useUpdateCartItem();
  const category = variant.product.hcpcsCode.productCategory;
  const item = cart?.cartItems.find((candidate) => candidate.productVariant.uuid === variant.uuid);
  const limitReached = !item && cartCountInCategory(cart, category.uuid) >= category.quantityLimit;

  const changeQuantity = (value: string | null) => {
    const next = Number(value ?? 1);
    onQuantityChange(next);
    if (item) update.mutate({ uuid: item.uuid, quantity: next });
  };

  return (
    <Stack gap="sm">
      <Select
        label="Quantity"
        data={quantityOptions(variant.maxQuantity)}
        value={String(item?.quantity ?? quantity)}
        onChange={changeQuantity}
        allowDeselect={false}
        w={120}
      />
      {item ? (
        <Button
          size="lg"
          variant="default"
          loading={update.isPending}
          onClick={() => update.mutate({ uuid: item.uuid, quantity: 0 })}
        >
          Remove from Cart
        </Button>
      ) : (
        <Button
          size="lg"
          disabled={limitReached || cart === null}
          loading={add.isPending}
          onClick={() => add.mutate({ variantUuid: variant.uuid, quantity, title: variant.productTitle })}
        >
          Add to Cart
        </Button>
      )}
      {limitReached && (
        <Text fz="sm" c="gray.7">
          {CART_MESSAGES.categoryLimit(category.name, category.quantityLimit)}
        </Text>
      )}
    </Stack>
  );
}
