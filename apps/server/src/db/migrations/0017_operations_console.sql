-- Issue 16 §2: the operations console. Suppliers are paused or active; a paused supplier keeps its
-- fulfillments but order routing gives it no new order.
ALTER TABLE "suppliers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_status_check" CHECK ("status" IN ('active', 'paused'));--> statement-breakpoint
-- The service area is whole states plus ZIP codes or prefixes (3-5 digits) for local suppliers.
ALTER TABLE "suppliers" ADD COLUMN "service_zip_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A supplier carries HCPCS codes (what DMEPOS accreditation and payer contracts are written in), not
-- single variants: a variant the catalogue adds later under a code it carries is routed to it at once.
CREATE TABLE "supplier_hcpcs_codes" (
  "supplier_id" uuid NOT NULL REFERENCES "suppliers"("id") ON DELETE CASCADE,
  "hcpcs_code_id" uuid NOT NULL REFERENCES "hcpcs_codes"("id") ON DELETE CASCADE,
  CONSTRAINT "supplier_hcpcs_codes_pk" PRIMARY KEY ("supplier_id", "hcpcs_code_id")
);--> statement-breakpoint
-- What suppliers stocked becomes the codes they carry; the variant table then has no reader left.
INSERT INTO "supplier_hcpcs_codes" ("supplier_id", "hcpcs_code_id")
  SELECT DISTINCT sv."supplier_id", p."hcpcs_code_id"
  FROM "supplier_variants" sv
  JOIN "product_variants" v ON v."id" = sv."product_variant_id"
  JOIN "products" p ON p."id" = v."product_id";--> statement-breakpoint
DROP TABLE "supplier_variants";--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree (lower("name"), "id");--> statement-breakpoint
-- Signup codes an admin withdrew before a provider used them.
ALTER TABLE "provider_registrations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_registrations_created_idx" ON "provider_registrations" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- Support and insurance contact requests are worked through: closed when handled, by whom.
ALTER TABLE "support_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "closed_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "closed_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
-- Prior auths across every provider's work orders, newest first, whole or by status (the provider
-- indexes all lead with provider_id and cannot serve a list of all providers).
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "consultations_prior_auth_status_idx" ON "consultations" USING btree ("prior_auth_status", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The audit log is read newest first a page at a time after a (created_at, id) cursor.
CREATE INDEX "audit_logs_created_id_idx" ON "audit_logs" USING btree ("created_at" DESC, "id" DESC);
