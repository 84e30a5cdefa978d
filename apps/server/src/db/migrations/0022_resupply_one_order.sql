-- A resupply reminder becomes one order (issue 45 item 1): the cart its link filled remembers the
-- reminder, and the reminder the order it became; the unique column lets only one order claim it.
ALTER TABLE "carts" ADD COLUMN "resupply_reminder_id" uuid REFERENCES "resupply_reminders"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "resupply_reminders" ADD COLUMN "reordered_order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "resupply_reminders" ADD CONSTRAINT "resupply_reminders_reordered_order_id_unique" UNIQUE("reordered_order_id");
--> statement-breakpoint
-- The insured supplies of one member (carrier, member ID, birth date) are read before every insured
-- order of a PAP supply: the statuses by member, then the orders they priced.
CREATE INDEX IF NOT EXISTS "insurance_statuses_member_idx" ON "insurance_statuses" USING btree ("carrier_id", upper("member_id"), "birth_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_insurance_status_idx" ON "orders" USING btree ("insurance_status_id") WHERE "insurance_status_id" IS NOT NULL;
--> statement-breakpoint
-- The payment return page asks why a checkout's payment was refused.
CREATE INDEX IF NOT EXISTS "refused_payments_checkout_idx" ON "refused_payments" USING btree ("checkout_session_id");
