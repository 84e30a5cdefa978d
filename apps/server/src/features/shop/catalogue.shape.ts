import type { ProductCategory, ProductVariant } from '@dme/shared/shop/api';
import type { productCategories, productVerticals } from '../../db/schema/index';
import { formatUsd, toDecimalString } from '../pricing/money';
import type { LinePrice } from '../pricing/pricing';
import type { VariantRow } from './catalogue.repo';

/** The catalogue has no photographs; each category has an illustration served by the web app. */
export const imageUrlsOf = (categorySlug: string) => [`/products/${categorySlug}.svg`];

export const toProductCategory = (
  category: typeof productCategories.$inferSelect,
  vertical: Pick<typeof productVerticals.$inferSelect, 'slug'>,
): ProductCategory => ({
  uuid: category.id,
  name: category.name,
  order: category.position,
  isAccessory: category.isAccessory,
  isActive: category.isActive,
  isCpap: category.isCpap,
  quantityLimit: category.quantityLimit,
  verticalType: vertical.slug,
});

/** One variant as the shop shows it, priced for one unit (or `quantity`). */
export function toProductVariant(row: VariantRow, price: LinePrice, quantity = 1): ProductVariant {
  const { variant, product, category, vertical } = row;
  return {
    uuid: variant.id,
    title: variant.title,
    productTitle: product.name,
    size: variant.size,
    maxQuantity: variant.maxQuantity,
    product: {
      uuid: product.id,
      name: product.name,
      manufacturer: product.manufacturer,
      description: product.description,
      imageUrls: imageUrlsOf(category.slug),
      isCashOnly: product.isCashOnly,
      hcpcsCode: {
        code: row.code,
        productCategory: toProductCategory(category, vertical),
        productVertical: { uuid: vertical.id, name: vertical.name },
      },
    },
    prices: {
      retailCost: toDecimalString(variant.retailCostCents),
      patientCost: toDecimalString(Math.round(price.patientCents / quantity)),
    },
    formattedPrices: {
      patientCost: formatUsd(price.patientCents),
      retailCost: formatUsd(variant.retailCostCents),
      totalRetailCost: formatUsd(price.retailCents),
    },
  };
}
