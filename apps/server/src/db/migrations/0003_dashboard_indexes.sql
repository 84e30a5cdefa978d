DROP INDEX "consultations_provider_created_idx";--> statement-breakpoint
CREATE INDEX "consultations_provider_patient_idx" ON "consultations" USING btree ("provider_id",lower(coalesce("patient_name", "patient_primary_contact", '')),"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "consultations_provider_status_idx" ON "consultations" USING btree ("provider_id","display_status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "consultations_provider_prior_auth_idx" ON "consultations" USING btree ("provider_id","prior_auth_status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "consultations_provider_created_idx" ON "consultations" USING btree ("provider_id","created_at" DESC NULLS FIRST,"id");