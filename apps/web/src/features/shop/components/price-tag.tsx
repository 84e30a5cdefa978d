import type { ProductVariant } from '@dme/shared/shop/api';
import { Group, Text, VisuallyHidden } from '@mantine/core';

/** The patient's price, with the retail price struck through when insurance lowers it. */
export function PriceTag({ variant, size = 'md' }: { variant: ProductVariant; size?: 'md' | 'lg' }) {
  const { patientCost, totalRetailCost } = variant.formattedPrices;
  return (
    <Group gap={8} align="baseline">
      <Text fw={800} fz={size === 'lg' ? 28 : 'lg'} c="dark.8" lh={1.1}>
        {patientCost}
      </Text>
      {patientCost !== totalRetailCost && (
        <Text fz="sm" c="gray.7" td="line-through">
          <VisuallyHidden component="span">Retail price </VisuallyHidden>
          {totalRetailCost}
        </Text>
      )}
    </Group>
  );
}
