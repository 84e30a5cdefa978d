-- One look-up throttle for referral codes and tracking numbers: a counter per scope, key and
-- fixed window, raised atomically before the look-up (insert … on conflict … returning), so 200
-- parallel guesses cannot all be evaluated (issue 12 item 11). It replaces the failure log.
CREATE TABLE "lookup_throttle_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lookup_throttle_counters_pk" PRIMARY KEY("scope","key","window_started_at")
);--> statement-breakpoint
DROP TABLE "lookup_failures";--> statement-breakpoint
-- The prescription modal's verify form proves the contact before a work order is bound: the code
-- goes to the typed e-mail address, never to the caller (issue 12 item 7).
CREATE TABLE "consultation_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"consultation_id" uuid,
	"patient_email" text NOT NULL,
	"patient_phone" text NOT NULL,
	"estimated_due_date" date,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "consultation_claims" ADD CONSTRAINT "consultation_claims_session_id_patient_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."patient_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_claims" ADD CONSTRAINT "consultation_claims_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_claims_session_idx" ON "consultation_claims" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_claims_email_idx" ON "consultation_claims" USING btree ("patient_email","created_at");
