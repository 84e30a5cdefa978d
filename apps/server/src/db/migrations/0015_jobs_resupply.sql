-- Scheduled work (issue 15 §4): one table claimed with FOR UPDATE SKIP LOCKED by every server process,
-- like the mail outbox, so it runs on embedded PGlite and on PostgreSQL alike (docs/decisions.md).
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- A periodic run's slot or one message: a second insert with the same key does nothing.
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "status" = 'pending';
--> statement-breakpoint
-- One resupply reminder: the supplies of one delivered order that became eligible again.
CREATE TABLE "resupply_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"eligible_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resupply_reminders_order_idx" ON "resupply_reminders" USING btree ("order_id");
--> statement-breakpoint
-- A delivered line becomes eligible again once; the unique line item is "never twice for one
-- eligibility", whatever the number of processes scanning at the same time.
CREATE TABLE "resupply_reminder_items" (
	"reminder_id" uuid NOT NULL REFERENCES "resupply_reminders"("id") ON DELETE cascade,
	"line_item_id" uuid NOT NULL REFERENCES "line_items"("id") ON DELETE cascade,
	"hcpcs_code" text NOT NULL,
	"product_variant_id" uuid NOT NULL REFERENCES "product_variants"("id"),
	"quantity" integer NOT NULL,
	CONSTRAINT "resupply_reminder_items_pk" PRIMARY KEY("reminder_id", "line_item_id"),
	CONSTRAINT "resupply_reminder_items_line_item_unique" UNIQUE("line_item_id"),
	CONSTRAINT "resupply_reminder_items_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
-- Opt-outs per channel and address (lower-case e-mail, E.164 phone): every sender checks them.
CREATE TABLE "message_opt_outs" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_pk" PRIMARY KEY("channel", "address"),
	CONSTRAINT "message_opt_outs_channel_check" CHECK ("channel" IN ('email', 'sms'))
);
--> statement-breakpoint
-- The phone a patient gave us for texts about one order, with when and where they agreed (TCPA).
CREATE TABLE "sms_consents" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every text message, delivered by an `sms.deliver` job; readable at /dev/mail in development.
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("status" IN ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "sms_messages_created_at_idx" ON "sms_messages" USING btree ("created_at");
--> statement-breakpoint
-- List-Unsubscribe (RFC 2369/8058) and the like travel with the message to the relay.
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;
