import { boolean, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Reference data loaded from the catalogue file (CATALOG_PATH) by an idempotent upsert on each start. */
export const productVerticals = pgTable('product_verticals', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    verticalId: uuid('vertical_id')
      .notNull()
      .references(() => productVerticals.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    isAccessory: boolean('is_accessory').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isCpap: boolean('is_cpap').notNull(),
    isOxygenCore: boolean('is_oxygen_core').notNull(),
    quantityLimit: integer('quantity_limit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('product_categories_vertical_idx').on(table.verticalId)],
);

export const icd10Codes = pgTable('icd10_codes', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const hcpcsCodes = pgTable(
  'hcpcs_codes',
  {
    id: id(),
    code: text('code').notNull().unique(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id),
    alias: text('alias').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    maxUnitsPerOrder: integer('max_units_per_order'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('hcpcs_codes_category_idx').on(table.categoryId)],
);

export const hcpcsCodeIcd10s = pgTable(
  'hcpcs_code_icd10s',
  {
    hcpcsCodeId: uuid('hcpcs_code_id')
      .notNull()
      .references(() => hcpcsCodes.id, { onDelete: 'cascade' }),
    icd10Code: text('icd10_code')
      .notNull()
      .references(() => icd10Codes.code),
    isPrimaryDx: boolean('is_primary_dx').notNull(),
    isSecondaryDx: boolean('is_secondary_dx').notNull(),
  },
  (table) => [primaryKey({ columns: [table.hcpcsCodeId, table.icd10Code] })],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model'),
    description: text('description').notNull(),
    hcpcsCodeId: uuid('hcpcs_code_id')
      .notNull()
      .references(() => hcpcsCodes.id),
    isCashOnly: boolean('is_cash_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_hcpcs_code_idx').on(table.hcpcsCodeId)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    sku: text('sku').notNull().unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    size: text('size'),
    maxQuantity: integer('max_quantity').notNull().default(1),
    retailCostCents: integer('retail_cost_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('product_variants_product_idx').on(table.productId)],
);

export const providerTypes = pgTable('provider_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  canSignOrders: boolean('can_sign_orders').notNull().default(true),
});

export const insuranceCarriers = pgTable('insurance_carriers', {
  id: id(),
  name: text('name').notNull().unique(),
  carrierType: text('carrier_type').notNull(),
  payerId: text('payer_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
