import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const icd10Entry = z.object({
  code: z.string(),
  description: z.string(),
  isPrimaryDx: z.boolean(),
  isSecondaryDx: z.boolean(),
});

/** The subset of ../shared/data/catalog.json that the product loads. */
export const catalogueFileSchema = z.object({
  verticals: z.array(z.object({ id: z.string(), name: z.string(), order: z.number().int() })),
  categories: z.array(
    z.object({
      id: z.string(),
      verticalId: z.string(),
      name: z.string(),
      order: z.number().int(),
      isAccessory: z.boolean(),
      isCpap: z.boolean(),
      isOxygenCore: z.boolean(),
      quantityLimit: z.number().int().positive(),
    }),
  ),
  hcpcs: z.array(
    z.object({
      code: z.string(),
      categoryId: z.string(),
      alias: z.string(),
      longDescription: z.string(),
      shortDescription: z.string(),
      maxUnitsPerOrder: z.number().int().positive().nullish(),
      supportingIcd10: z.array(icd10Entry),
    }),
  ),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      manufacturer: z.string(),
      model: z.string().nullish(),
      hcpcsCode: z.string(),
      retailPriceUsd: z.number().nonnegative(),
      variants: z.array(
        z.object({
          sku: z.string(),
          name: z.string(),
          maxQuantity: z.number().int().positive().default(1),
          size: z.string().nullish(),
          /** Billing units (bags, filters) in one package; the product's price is per unit. */
          unitsPerPackage: z.number().int().positive().default(1),
        }),
      ),
    }),
  ),
  providerTypes: z.array(z.string()),
  providerTypeNotes: z.record(z.string(), z.string()).default({}),
  insuranceCarriers: z.array(z.object({ name: z.string(), type: z.string(), payerId: z.string().nullish() })),
});

export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

export async function readCatalogueFile(path: string): Promise<CatalogueFile> {
  const raw = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read the catalogue at ${path} (CATALOG_PATH): ${error.message}`);
  });
  return catalogueFileSchema.parse(JSON.parse(raw));
}
