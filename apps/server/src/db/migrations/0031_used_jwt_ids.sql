-- Signed client tokens used once (issue 49): CDS Hooks calls and SMART Backend Services client
-- assertions each carry a `jti` that must never be accepted twice from one issuer. The insert of
-- (issuer, jti) is the acceptance, so two parallel calls with one token get one answer; a row may
-- go once its token has expired, because an expired token is refused before its jti is looked at.
CREATE TABLE IF NOT EXISTS "used_jwt_ids" (
	"issuer" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "used_jwt_ids_pk" PRIMARY KEY("issuer","jti")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "used_jwt_ids_expires_at_idx" ON "used_jwt_ids" USING btree ("expires_at");
