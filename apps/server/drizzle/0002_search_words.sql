-- Search reads a stored lower-cased name, a GIN trigram index without a pending list (PGlite
-- never vacuums), and the popularity index of listed games in the order lists ask for it, which
-- carries the name so that search can read popular names from the index alone.
-- Typo tolerance compares query words with search_words, the vocabulary of game names, which
-- triggers keep filled; a word left behind by a rename only costs a pattern that finds nothing.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "games_name_prefix_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "games_name_trgm_idx";--> statement-breakpoint
DROP INDEX "games_popularity_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_search_prefix_idx" ON "games" USING btree ("search_name" text_pattern_ops,"play_count","app_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "games_search_trgm_idx" ON "games" USING gin ("search_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("play_count" DESC NULLS FIRST,"app_id","search_name") WHERE status <> 'closed';--> statement-breakpoint
CREATE FUNCTION "games_collect_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_words (word)
	SELECT DISTINCT w FROM changed_games, regexp_split_to_table(changed_games.search_name, '[^[:alnum:]]+') AS w
	WHERE w <> ''
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_words_insert" AFTER INSERT ON "games" REFERENCING NEW TABLE AS changed_games
	FOR EACH STATEMENT EXECUTE FUNCTION "games_collect_words"();--> statement-breakpoint
CREATE TRIGGER "games_words_update" AFTER UPDATE ON "games" REFERENCING NEW TABLE AS changed_games
	FOR EACH STATEMENT EXECUTE FUNCTION "games_collect_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "games", regexp_split_to_table("games"."search_name", '[^[:alnum:]]+') AS w
WHERE w <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Statistics for the new column of an existing catalogue. An empty table is left unanalysed: the
-- planner would trust "no rows" and keep seq-scan plans (foreign-key checks) through a bulk load.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM "games") THEN
		ANALYZE "games";
	END IF;
END
$$;
