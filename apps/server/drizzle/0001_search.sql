-- Typo-tolerant game search: trigram index on the lower-cased name, used by the word-similarity
-- operator (<%) and by substring matches (LIKE '%q%').
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "games_name_trgm_idx" ON "games" USING gin (lower("name") gin_trgm_ops);
