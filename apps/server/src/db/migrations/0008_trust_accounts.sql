ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Staff accounts and patients who already completed an e-mailed code have proved their address.
UPDATE "users" SET "email_verified_at" = "created_at"
  WHERE "role" <> 'patient' OR EXISTS (SELECT 1 FROM "trusted_devices" WHERE "trusted_devices"."user_id" = "users"."id");--> statement-breakpoint
-- Per-account sign-in limiter: attempts in the current window, counted atomically before the password check.
ALTER TABLE "users" ADD COLUMN "sign_in_window_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_in_window_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Codes issued per account per hour are capped; a used code is kept (marked) so the window survives it.
ALTER TABLE "sign_in_codes" ADD COLUMN "issued_in_window" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "used_at" timestamp with time zone;
