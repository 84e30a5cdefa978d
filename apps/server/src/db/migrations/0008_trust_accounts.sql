ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Staff accounts and patients who already completed an e-mailed code have proved their address.
UPDATE "users" SET "email_verified_at" = "created_at"
  WHERE "role" <> 'patient' OR EXISTS (SELECT 1 FROM "trusted_devices" WHERE "trusted_devices"."user_id" = "users"."id");
