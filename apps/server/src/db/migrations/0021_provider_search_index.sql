-- The dashboard's search always names its provider. With the words alone in the index, a search
-- fetched and rechecked every provider's matching rows and dropped the others' (834 rows read
-- for 167 in the bench's 'maria lo'); with the provider first, the index answers this provider's
-- rows only. btree_gin lets a GIN index hold the uuid beside the words; it is a trusted contrib
-- extension (PostgreSQL 13+), so the database's owner may create it; PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultations_provider_search_words_idx" ON "consultations" USING gin ("provider_id", array_to_tsvector("search_words")) WITH (fastupdate = off);
