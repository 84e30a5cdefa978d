import { z } from 'zod';
import type { HcpcsRule } from '../work-orders/work-order-form';

/** GET /api/hcpcs_codes?include_icd10s=true[&product_vertical_uuid=] (spec §3 "HCPCS code"). */
export const hcpcsCodesQuerySchema = z.object({
  includeIcd10s: z.enum(['true', 'false']).optional(),
  productVerticalUuid: z.uuid().optional(),
});

export const productCategorySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  order: z.number(),
  isActive: z.boolean(),
  isAccessory: z.boolean(),
  verticalType: z.string(),
});

export const hcpcsCodeIcd10Schema = z.object({
  icd10: z.object({ code: z.string(), description: z.string() }),
  isPrimaryDx: z.boolean(),
  isSecondaryDx: z.boolean(),
  isRequiredSecondaryDx: z.boolean(),
});

export const hcpcsCodeSchema = z.object({
  code: z.string(),
  alias: z.string(),
  description: z.string(),
  productVertical: z.object({ uuid: z.string(), name: z.string() }),
  productCategory: productCategorySchema,
  hcpcsCodeIcd10S: z.array(hcpcsCodeIcd10Schema),
  isCpap: z.boolean(),
  isCpapMachine: z.boolean(),
  isOxygenCore: z.boolean(),
});
export type HcpcsCode = z.infer<typeof hcpcsCodeSchema>;

/** The form's and the server's view of a code for the work-order rules. */
export const toHcpcsRule = (code: HcpcsCode): HcpcsRule => ({
  code: code.code,
  verticalName: code.productVertical.name,
  isCpap: code.isCpap,
  isCpapMachine: code.isCpapMachine,
  isOxygenCore: code.isOxygenCore,
  icd10s: code.hcpcsCodeIcd10S.map((entry) => ({
    code: entry.icd10.code,
    isPrimaryDx: entry.isPrimaryDx,
    isSecondaryDx: entry.isSecondaryDx,
    isRequiredSecondaryDx: entry.isRequiredSecondaryDx,
  })),
});
