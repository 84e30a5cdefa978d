-- Webhooks that follow their vendors' delivery rules (issue 47 item 2): every signed event the
-- vendors deliver (Telnyx, Stripe, Twilio, the mail relay) is recorded once by the vendor's own
-- event id, so a repeated delivery is acknowledged before any download or side effect, and an
-- event with nothing to do is kept with why (no PHI: ids, types and reasons only).
CREATE TABLE IF NOT EXISTS "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL CHECK ("provider" IN ('telnyx', 'stripe', 'twilio', 'mail_relay', 'local_payments')),
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"object_id" text,
	"outcome" text NOT NULL CHECK ("outcome" IN ('processed', 'no_action', 'unusable')),
	"reason" text,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_events_provider_event_idx" ON "webhook_events" USING btree ("provider", "event_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_events_object_idx" ON "webhook_events" USING btree ("provider", "object_id") WHERE "object_id" IS NOT NULL;
--> statement-breakpoint
-- An order reflects its payment's later life at Stripe: the amount refunded (the charge's
-- cumulative amount_refunded, as of the newest event applied) and a dispute, flagged for operations.
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunds_as_of" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_id" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_status" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_as_of" timestamp with time zone;
--> statement-breakpoint
-- Refunds and disputes name the payment (Stripe's payment intent), not our order.
CREATE INDEX IF NOT EXISTS "orders_payment_reference_idx" ON "orders" USING btree ("payment_reference") WHERE "payment_reference" IS NOT NULL;
