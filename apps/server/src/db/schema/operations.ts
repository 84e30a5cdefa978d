import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './accounts';
import { hcpcsCodes } from './reference';

/** The HCPCS codes a supplier carries: order routing sends it every product billed under them. */
export const supplierHcpcsCodes = pgTable(
  'supplier_hcpcs_codes',
  {
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    hcpcsCodeId: uuid('hcpcs_code_id')
      .notNull()
      .references(() => hcpcsCodes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.hcpcsCodeId] })],
);
