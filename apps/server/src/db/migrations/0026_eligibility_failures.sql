-- Eligibility that reads every documented answer (issue 47 item 1): a check that gave no answer
-- about coverage (a payer's AAA refusal, a clearinghouse 4xx/5xx, a timeout, our own set-up) is
-- kept for operations with its class and codes, never with PHI; the first failure of our own set-up
-- per carrier and reason in an hour alerts the support desk, exactly once across processes.
CREATE TABLE IF NOT EXISTS "eligibility_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid REFERENCES "patient_sessions"("id") ON DELETE SET NULL,
	"carrier_id" uuid REFERENCES "insurance_carriers"("id") ON DELETE SET NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('check_details', 'payer_unavailable', 'not_checkable')),
	"reason" text NOT NULL,
	"codes" jsonb NOT NULL,
	"http_status" integer,
	"adapter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eligibility_failures_created_idx" ON "eligibility_failures" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "eligibility_alerts" (
	"alert_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eligibility_alerts_alert_key_window_start_pk" PRIMARY KEY("alert_key","window_start")
);
