CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blob_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"consultation_id" uuid,
	"packet_type" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_blob_id_unique" UNIQUE("blob_id")
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signed_id_hash" text NOT NULL,
	"upload_token_hash" text,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"uploaded_at" timestamp with time zone,
	"upload_expires_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blobs_signed_id_hash_unique" UNIQUE("signed_id_hash"),
	CONSTRAINT "blobs_upload_token_hash_unique" UNIQUE("upload_token_hash"),
	CONSTRAINT "blobs_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "consultation_hcpcs_code_icd10s" (
	"consultation_hcpcs_code_id" uuid NOT NULL,
	"icd10_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "consultation_hcpcs_code_icd10s_consultation_hcpcs_code_id_icd10_code_pk" PRIMARY KEY("consultation_hcpcs_code_id","icd10_code")
);
--> statement-breakpoint
CREATE TABLE "consultation_hcpcs_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"hcpcs_code_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"length_of_need" integer,
	"pressure_setting" numeric,
	"po2_percent" numeric,
	"arterial_saturation_percent" numeric
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid,
	"patient_id" uuid,
	"product_vertical_id" uuid NOT NULL,
	"referral_code" text NOT NULL,
	"patient_name" text,
	"patient_dob" date,
	"patient_email" text,
	"patient_phone" text,
	"patient_primary_contact" text,
	"search_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"provider_signature" text,
	"provider_signature_date" date,
	"provider_attestation" boolean DEFAULT false NOT NULL,
	"phone_assistance_required" boolean DEFAULT false NOT NULL,
	"best_time_to_call" text,
	"eligible_for_machine" boolean,
	"inbound_lead" boolean DEFAULT false NOT NULL,
	"display_status" text DEFAULT 'Awaiting Patient' NOT NULL,
	"prior_auth_status" text DEFAULT 'Pending' NOT NULL,
	"prior_auth_payer_response_id" uuid,
	"documents_required" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_hcpcs_code_icd10s" ADD CONSTRAINT "consultation_hcpcs_code_icd10s_consultation_hcpcs_code_id_consultation_hcpcs_codes_id_fk" FOREIGN KEY ("consultation_hcpcs_code_id") REFERENCES "public"."consultation_hcpcs_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_hcpcs_code_icd10s" ADD CONSTRAINT "consultation_hcpcs_code_icd10s_icd10_code_icd10_codes_code_fk" FOREIGN KEY ("icd10_code") REFERENCES "public"."icd10_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_hcpcs_codes" ADD CONSTRAINT "consultation_hcpcs_codes_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_hcpcs_codes" ADD CONSTRAINT "consultation_hcpcs_codes_hcpcs_code_id_hcpcs_codes_id_fk" FOREIGN KEY ("hcpcs_code_id") REFERENCES "public"."hcpcs_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_product_vertical_id_product_verticals_id_fk" FOREIGN KEY ("product_vertical_id") REFERENCES "public"."product_verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_consultation_idx" ON "attachments" USING btree ("consultation_id","kind");--> statement-breakpoint
CREATE INDEX "consultation_hcpcs_codes_consultation_idx" ON "consultation_hcpcs_codes" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "consultations_provider_created_idx" ON "consultations" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_provider_dob_idx" ON "consultations" USING btree ("provider_id","patient_dob");--> statement-breakpoint
CREATE INDEX "consultations_search_words_idx" ON "consultations" USING gin (array_to_tsvector("search_words"));