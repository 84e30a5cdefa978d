import type { ProductVariant } from '@dme/shared/shop/api';
import { Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { productPath } from '../../../app/paths';
import { PriceTag } from './price-tag';
import classes from './product-card.module.css';

/** Two rows of a phone's two columns, or the first row and more of a wider screen's three. */
export const CARDS_IN_FIRST_ROWS = 4;

/**
 * One product of the grid, opening its first variant; `options` counts the variants it comes in.
 * The grid's first cards load their picture at once, the first one first: on a phone that picture
 * is the page's largest paint, and a lazy image waits for layout before it is even asked for.
 */
export function ProductCard({
  variant,
  options,
  position,
}: {
  variant: ProductVariant;
  options: number;
  position: number;
}) {
  const image = variant.product.imageUrls[0];
  return (
    <Paper
      component={Link}
      to={productPath(variant.uuid)}
      withBorder
      radius="lg"
      p="sm"
      className={classes.card}
    >
      <div className={classes.image}>
        {image && (
          <img
            src={image}
            alt=""
            loading={position < CARDS_IN_FIRST_ROWS ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
          />
        )}
      </div>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fz="xs" fw={700} c="gray.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {variant.product.manufacturer}
        </Text>
        <Text fw={600} lh={1.3} className={classes.title}>
          {variant.productTitle}
        </Text>
        {options > 1 && (
          <Text fz="xs" c="gray.7">
            {options} options
          </Text>
        )}
      </Stack>
      <Stack mt="xs" gap={0}>
        <PriceTag variant={variant} />
      </Stack>
    </Paper>
  );
}
