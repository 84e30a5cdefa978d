-- Account Settings (issue 48 item 2). The e-mailed code machinery of sign-in also proves a new
-- e-mail address: a code has a purpose, one live code per user and purpose, and an e-mail change's
-- code names the address it proves (the change happens only once the code is entered).
ALTER TABLE "sign_in_codes" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL CHECK ("purpose" IN ('sign_in', 'email_change'));
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "new_email" text;
--> statement-breakpoint
ALTER TABLE "sign_in_codes" DROP CONSTRAINT "sign_in_codes_user_id_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sign_in_codes_user_purpose_idx" ON "sign_in_codes" USING btree ("user_id", "purpose");
--> statement-breakpoint
-- A signed-in session lists its browser (from the User-Agent it signed in with) and when it was
-- last used: written with the sliding expiry, so at most once an hour per session, never per read.
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "auth_tokens" SET "last_used_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "last_used_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "last_used_at" SET NOT NULL;
