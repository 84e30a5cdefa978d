-- Issue 14: a work order keeps the coverage verdict computed when it was written, with the version
-- of the rules that produced it, so a later rule change never rewrites what the clinic and the
-- supplier were told. The verdict lives on the work order (not a side table) because every
-- dashboard row shows it and the "will not qualify" filter pages on it: no join, no extra query.
-- Orders written before this change keep NULLs: they were never checked, and the product says so
-- rather than judging them under rules they were not written against.
ALTER TABLE "consultations" ADD COLUMN "coverage_status" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "coverage_verdict" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "coverage_rule_version" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "coverage_evaluated_at" timestamp with time zone;--> statement-breakpoint
-- What the clinician gave for the payer's criteria sits on the HCPCS line it documents (a sleep
-- study on the CPAP line, an oxygen test on the concentrator line), in the shape of the shared
-- evidence schema it was validated against; one shape per policy, so JSON rather than columns.
ALTER TABLE "consultation_hcpcs_codes" ADD COLUMN "coverage_evidence" jsonb;--> statement-breakpoint
-- A verdict is whole or absent: never a status without the findings and the rule version behind it.
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_coverage_verdict_whole" CHECK (
  ("coverage_status" IS NULL AND "coverage_verdict" IS NULL AND "coverage_rule_version" IS NULL AND "coverage_evaluated_at" IS NULL)
  OR ("coverage_status" IN ('meets', 'does_not_meet', 'incomplete') AND "coverage_verdict" IS NOT NULL AND "coverage_rule_version" IS NOT NULL AND "coverage_evaluated_at" IS NOT NULL)
);--> statement-breakpoint
-- The dashboard's coverage filter: one provider's orders of one verdict, newest first, in the
-- same order as consultations_provider_created_idx so a page is read straight from the index.
CREATE INDEX "consultations_provider_coverage_idx" ON "consultations" USING btree ("provider_id","coverage_status","created_at" DESC NULLS FIRST,"id");
