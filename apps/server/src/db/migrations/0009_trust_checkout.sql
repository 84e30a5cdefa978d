-- One open cart per session (issue 12 item 6). Carts left open by the old race are kept aside:
-- the session's own cart (or the newest) stays open, the others become 'abandoned'.
UPDATE "carts" SET "status" = 'abandoned'
  WHERE "status" = 'open' AND "id" NOT IN (
    SELECT DISTINCT ON ("c"."session_id") "c"."id" FROM "carts" "c"
    LEFT JOIN "patient_sessions" "s" ON "s"."cart_id" = "c"."id"
    WHERE "c"."status" = 'open'
    ORDER BY "c"."session_id", ("s"."id" IS NULL), "c"."created_at" DESC
  );--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_session_idx" ON "carts" USING btree ("session_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "insurance_status_id" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "retail_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "savings_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "snapshot_key" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "paid_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Checkouts started before lines were snapshotted cannot be completed safely: the patient starts again.
UPDATE "checkout_sessions" SET "status" = 'superseded' WHERE "status" IN ('open', 'declined');--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_live_per_cart_idx" ON "checkout_sessions" USING btree ("cart_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
-- Payments that could not become an order (issue 12 items 2 and 3): refunded, or flagged while pending.
CREATE TABLE "refused_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_session_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"refund_status" text DEFAULT 'pending' NOT NULL,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refused_payments_payment_reference_unique" UNIQUE("payment_reference")
);--> statement-breakpoint
ALTER TABLE "refused_payments" ADD CONSTRAINT "refused_payments_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_payments_pending_idx" ON "refused_payments" USING btree ("created_at") WHERE "refused_payments"."refund_status" = 'pending';
