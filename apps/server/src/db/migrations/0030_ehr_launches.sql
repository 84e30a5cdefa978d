-- Orders from the clinician's EHR (issue 49): one row per SMART App Launch, from the redirect to the
-- EHR's authorization server until the work order it pre-filled is signed; the work order keeps the
-- EHR patient it was written for, and the address and insurance the EHR (or the clinician) gave.
CREATE TABLE IF NOT EXISTS "ehr_launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL UNIQUE,
	"browser_hash" text NOT NULL,
	"iss" text NOT NULL,
	"launch" text,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"provider_id" uuid,
	"ehr_patient_id" text,
	"granted_scope" text,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"prefill" jsonb,
	"consultation_id" uuid UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ehr_launches" ADD CONSTRAINT "ehr_launches_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ehr_launches" ADD CONSTRAINT "ehr_launches_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ehr_launches_expires_at_idx" ON "ehr_launches" USING btree ("expires_at");
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "ehr_issuer" text;
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "ehr_patient_id" text;
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "patient_address" jsonb;
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "insurance_payer" text;
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "insurance_member_id" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultations_ehr_patient_idx" ON "consultations" USING btree ("ehr_issuer","ehr_patient_id") WHERE "ehr_issuer" IS NOT NULL;
