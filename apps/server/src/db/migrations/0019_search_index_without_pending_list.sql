-- Dashboard searches read this index on every visit; work orders are written once. Without the
-- pending list a search never scans entries waiting for the next vacuum.
ALTER INDEX "consultations_search_words_idx" SET (fastupdate = off);
