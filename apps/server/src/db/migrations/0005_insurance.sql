CREATE TABLE "carrier_fee_schedules" (
	"carrier_id" uuid NOT NULL,
	"hcpcs_code_id" uuid NOT NULL,
	"allowed_cents" integer NOT NULL,
	CONSTRAINT "carrier_fee_schedules_carrier_id_hcpcs_code_id_pk" PRIMARY KEY("carrier_id","hcpcs_code_id")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"email" text,
	"phone_number" text,
	"best_time_to_call" text,
	"physician_name" text,
	"insurance_carrier_name" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid,
	"carrier_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"status" text NOT NULL,
	"is_state_exchange_plan" boolean DEFAULT false NOT NULL,
	"benefits" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_carriers" (
	"supplier_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	CONSTRAINT "supplier_carriers_supplier_id_carrier_id_pk" PRIMARY KEY("supplier_id","carrier_id")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "insurance_status_id" uuid;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "blobs" ADD COLUMN "created_by_session_id" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "estimated_due_date" date;--> statement-breakpoint
ALTER TABLE "carrier_fee_schedules" ADD CONSTRAINT "carrier_fee_schedules_carrier_id_insurance_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurance_carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_fee_schedules" ADD CONSTRAINT "carrier_fee_schedules_hcpcs_code_id_hcpcs_codes_id_fk" FOREIGN KEY ("hcpcs_code_id") REFERENCES "public"."hcpcs_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_session_id_patient_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."patient_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_session_id_patient_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."patient_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_statuses" ADD CONSTRAINT "insurance_statuses_carrier_id_insurance_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurance_carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_carriers" ADD CONSTRAINT "supplier_carriers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_carriers" ADD CONSTRAINT "supplier_carriers_carrier_id_insurance_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."insurance_carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_statuses_session_idx" ON "insurance_statuses" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "insurance_statuses_user_idx" ON "insurance_statuses" USING btree ("user_id");