import { sql } from 'drizzle-orm';
import type { Database } from '../client';

/**
 * Every carrier's allowed amount per HCPCS code, where none is set yet: the highest retail price
 * of the code's products (illustrative: real schedules come from payer contracts and replace these
 * rows). Allowed ≥ retail means a covered item's patient cost is its cost share of retail.
 */
export async function loadDefaultFeeSchedules(db: Database) {
  await db.execute(sql`
    insert into carrier_fee_schedules (carrier_id, hcpcs_code_id, allowed_cents)
    select c.id, p.hcpcs_code_id, max(v.retail_cost_cents)
    from insurance_carriers c
    cross join products p
    join product_variants v on v.product_id = p.id
    where not p.is_cash_only
    group by c.id, p.hcpcs_code_id
    on conflict do nothing`);
}
