import type { HcpcsCode } from '@dme/shared/reference/hcpcs';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hcpcsCodeIcd10s,
  hcpcsCodes,
  icd10Codes,
  productCategories,
  productVerticals,
} from '../../db/schema/index';

/** The CPAP device itself (not masks or supplies): its category is PAP and not an accessory. */
const isCpapMachine = (category: { isCpap: boolean; isAccessory: boolean }) =>
  category.isCpap && !category.isAccessory;

/** HCPCS codes with their vertical, category and (optionally) supporting ICD-10 codes, in two queries. */
export async function findHcpcsCodes(
  db: DbOrTx,
  filter: { verticalId?: string; codes?: string[]; includeIcd10s?: boolean } = {},
): Promise<(HcpcsCode & { id: string })[]> {
  const conditions: SQL[] = [];
  if (filter.verticalId) conditions.push(eq(productVerticals.id, filter.verticalId));
  if (filter.codes) conditions.push(inArray(hcpcsCodes.code, filter.codes.length ? filter.codes : ['']));
  const rows = await db
    .select({ code: hcpcsCodes, category: productCategories, vertical: productVerticals })
    .from(hcpcsCodes)
    .innerJoin(productCategories, eq(productCategories.id, hcpcsCodes.categoryId))
    .innerJoin(productVerticals, eq(productVerticals.id, productCategories.verticalId))
    .where(and(...conditions))
    .orderBy(asc(productVerticals.position), asc(productCategories.position), asc(hcpcsCodes.code));

  const diagnoses = new Map<string, HcpcsCode['hcpcsCodeIcd10S']>();
  if (filter.includeIcd10s && rows.length > 0) {
    const links = await db
      .select({ hcpcsCodeId: hcpcsCodeIcd10s.hcpcsCodeId, link: hcpcsCodeIcd10s, icd10: icd10Codes })
      .from(hcpcsCodeIcd10s)
      .innerJoin(icd10Codes, eq(icd10Codes.code, hcpcsCodeIcd10s.icd10Code))
      .where(
        inArray(
          hcpcsCodeIcd10s.hcpcsCodeId,
          rows.map((row) => row.code.id),
        ),
      )
      .orderBy(asc(icd10Codes.code));
    for (const { hcpcsCodeId, link, icd10 } of links) {
      const list = diagnoses.get(hcpcsCodeId) ?? [];
      list.push({
        icd10: { code: icd10.code, description: icd10.description },
        isPrimaryDx: link.isPrimaryDx,
        isSecondaryDx: link.isSecondaryDx,
        // The catalogue marks no secondary code as mandatory; the rule is kept for payers that do.
        isRequiredSecondaryDx: false,
      });
      diagnoses.set(hcpcsCodeId, list);
    }
  }

  return rows.map(({ code, category, vertical }) => ({
    id: code.id,
    code: code.code,
    alias: code.alias,
    description: code.description,
    productVertical: { uuid: vertical.id, name: vertical.name },
    productCategory: {
      uuid: category.id,
      name: category.name,
      order: category.position,
      isActive: category.isActive,
      isAccessory: category.isAccessory,
      verticalType: vertical.slug,
    },
    hcpcsCodeIcd10S: diagnoses.get(code.id) ?? [],
    isCpap: category.isCpap,
    isCpapMachine: isCpapMachine(category),
    isOxygenCore: category.isOxygenCore,
  }));
}
