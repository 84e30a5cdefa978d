-- Issue 12 item 9: every PHI access is audited with who (user or anonymous patient session) and
-- from where. The session id is kept without a foreign key: audit rows outlive expired sessions.
ALTER TABLE "audit_logs" ADD COLUMN "session_id" uuid;--> statement-breakpoint
DROP INDEX IF EXISTS "audit_logs_subject_idx";--> statement-breakpoint
CREATE INDEX "audit_logs_subject_idx" ON "audit_logs" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_session_idx" ON "audit_logs" USING btree ("session_id","created_at") WHERE "audit_logs"."session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_details_idx" ON "audit_logs" USING gin ("details" jsonb_path_ops);
