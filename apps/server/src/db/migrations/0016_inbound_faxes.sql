-- Faxes that came back (issue 16 §1): each is kept whole (its original file and one PNG per page in
-- blob storage) whether it was filed to a work order by its cover sheet or waits in the console's inbox.
CREATE TABLE "inbound_faxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL CHECK ("source" IN ('fax_provider', 'email', 'drop_folder', 'console_upload')),
	-- The provider's fax id or the e-mail's Message-ID: a retried webhook or a re-sent message is received once.
	"external_id" text,
	"sender" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_blob_id" uuid REFERENCES "blobs"("id"),
	"page_count" integer DEFAULT 0 NOT NULL,
	-- [{ "blobId", "width", "height" }] in page order.
	"pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL CHECK ("status" IN ('filed', 'unmatched', 'unreadable', 'discarded')),
	"reason" text,
	"referral_code" text,
	"consultation_id" uuid REFERENCES "consultations"("id") ON DELETE SET NULL,
	"packet_type" text,
	"cover_sheet_page" integer,
	"attachment_id" uuid REFERENCES "attachments"("id") ON DELETE SET NULL,
	"filed_at" timestamp with time zone,
	"filed_by_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_faxes_external_idx" ON "inbound_faxes" USING btree ("source", "external_id") WHERE "external_id" IS NOT NULL;--> statement-breakpoint
-- The console lists newest first, by status (the inbox) or all.
CREATE INDEX "inbound_faxes_status_received_idx" ON "inbound_faxes" USING btree ("status", "received_at" DESC);--> statement-breakpoint
CREATE INDEX "inbound_faxes_received_idx" ON "inbound_faxes" USING btree ("received_at" DESC);
