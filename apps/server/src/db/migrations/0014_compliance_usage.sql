-- CPAP usage read off the machine's own data (issue 15 §1): one row per fulfillment and night. The
-- primary key makes a re-upload of the same card (or a newer copy holding the same nights)
-- replace those nights instead of adding them twice.
CREATE TABLE "usage_nights" (
	"fulfillment_id" uuid NOT NULL REFERENCES "fulfillments"("id") ON DELETE cascade,
	-- The ResMed day: noon to noon, dated by the day it starts on.
	"night" date NOT NULL,
	"minutes_used" integer NOT NULL,
	"ahi" numeric(6, 2),
	-- 95th percentile leak, L/min.
	"leak_95" numeric(6, 2),
	"source_attachment_id" uuid REFERENCES "attachments"("id") ON DELETE set null,
	CONSTRAINT "usage_nights_pk" PRIMARY KEY("fulfillment_id", "night"),
	CONSTRAINT "usage_nights_minutes_check" CHECK ("minutes_used" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
-- The compliance state last computed from those nights (issue 15 §2), kept beside the work order so
-- that the provider's dashboard filters by it from an index instead of evaluating every order.
CREATE TABLE "usage_compliance" (
	"fulfillment_id" uuid PRIMARY KEY NOT NULL REFERENCES "fulfillments"("id") ON DELETE cascade,
	"consultation_id" uuid REFERENCES "consultations"("id") ON DELETE cascade,
	"state" text NOT NULL,
	"period_start" date NOT NULL,
	"reported_through" date,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_compliance_state_check" CHECK ("state" IN ('compliant', 'on_track', 'at_risk', 'not_compliant', 'no_data'))
);
--> statement-breakpoint
CREATE INDEX "usage_compliance_state_idx" ON "usage_compliance" USING btree ("state", "consultation_id");
--> statement-breakpoint
CREATE INDEX "usage_compliance_consultation_idx" ON "usage_compliance" USING btree ("consultation_id");
