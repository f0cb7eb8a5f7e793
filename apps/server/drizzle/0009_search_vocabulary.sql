-- Search over every field that describes a game: the words of names and brief introductions are
-- stored between single spaces (a word or its start is one LIKE pattern), and the vocabulary of
-- names, tags and brief introductions replaces search_words, with each name and tag word under
-- every spelling one or two letters short of it, so that typo candidates are an index lookup.
DROP TRIGGER IF EXISTS "games_words_insert" ON "games";--> statement-breakpoint
DROP TRIGGER IF EXISTS "games_words_update" ON "games";--> statement-breakpoint
DROP FUNCTION IF EXISTS "games_collect_words"();--> statement-breakpoint
DROP TABLE "search_words" CASCADE;--> statement-breakpoint
CREATE TABLE "search_term_variants" (
	"variant" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_term_variants_variant_term_pk" PRIMARY KEY("variant","term")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "search_terms_term_field_pk" PRIMARY KEY("term","field")
);
--> statement-breakpoint
DROP INDEX "games_popularity_idx";--> statement-breakpoint
DROP INDEX "games_search_prefix_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_text" text GENERATED ALWAYS AS (' ' || trim(lower(regexp_replace(name, '[^[:alnum:]]+', ' ', 'g'))) || ' ') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_brief" text GENERATED ALWAYS AS (' ' || trim(lower(regexp_replace(brief_intro, '[^[:alnum:]]+', ' ', 'g'))) || ' ') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("field","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "games_search_text_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "games_search_brief_trgm_idx" ON "games" USING gin ("search_brief" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("play_count" DESC NULLS FIRST,"app_id","search_text") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "games_search_prefix_idx" ON "games" USING btree ("search_text" text_pattern_ops,"play_count","app_id") WHERE status <> 'closed';--> statement-breakpoint
-- A word and its spellings with one letter left out (from 4 letters) and two (from 8).
CREATE FUNCTION "search_variants"(word text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT word WHERE length(word) >= 4
	UNION
	SELECT overlay(word placing '' from i for 1)
	FROM generate_series(1, length(word)) AS i WHERE length(word) >= 4
	UNION
	SELECT overlay(overlay(word placing '' from i for 1) placing '' from j for 1)
	FROM generate_series(1, length(word)) AS i, generate_series(1, length(word) - 1) AS j
	WHERE length(word) >= 8
$$;--> statement-breakpoint
-- Adds words of one field to the vocabulary; names and tags also get their spellings for typos.
CREATE FUNCTION "search_collect_terms"(words text[], kind text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO search_terms (term, field)
	SELECT DISTINCT w, kind FROM unnest(words) AS w WHERE w <> ''
	ON CONFLICT DO NOTHING;
	INSERT INTO search_term_variants (variant, term)
	SELECT DISTINCT v, w FROM unnest(words) AS w, search_variants(w) AS v WHERE kind <> 'brief'
	ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION "games_collect_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_collect_terms(ARRAY(
		SELECT DISTINCT w FROM changed_games, regexp_split_to_table(changed_games.search_text, ' +') AS w), 'name');
	PERFORM search_collect_terms(ARRAY(
		SELECT DISTINCT w FROM changed_games, regexp_split_to_table(changed_games.search_brief, ' +') AS w), 'brief');
	RETURN NULL;
END
$$;--> statement-breakpoint
-- An update of the play count, the most frequent write, leaves the vocabulary alone.
CREATE FUNCTION "game_collect_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_collect_terms(regexp_split_to_array(NEW.search_text, ' +'), 'name');
	PERFORM search_collect_terms(regexp_split_to_array(NEW.search_brief, ' +'), 'brief');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "tags_collect_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_collect_terms(regexp_split_to_array(lower(regexp_replace(NEW.name, '[^[:alnum:]]+', ' ', 'g')), ' +'), 'tag');
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_terms_insert" AFTER INSERT ON "games" REFERENCING NEW TABLE AS changed_games
	FOR EACH STATEMENT EXECUTE FUNCTION "games_collect_terms"();--> statement-breakpoint
CREATE TRIGGER "games_terms_update" AFTER UPDATE OF "name", "brief_intro" ON "games" FOR EACH ROW
	WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brief_intro IS DISTINCT FROM NEW.brief_intro)
	EXECUTE FUNCTION "game_collect_terms"();--> statement-breakpoint
CREATE TRIGGER "tags_terms_insert" AFTER INSERT OR UPDATE OF "name" ON "tags" FOR EACH ROW
	EXECUTE FUNCTION "tags_collect_terms"();--> statement-breakpoint
SELECT search_collect_terms(ARRAY(
	SELECT DISTINCT w FROM "games", regexp_split_to_table("games"."search_text", ' +') AS w), 'name');--> statement-breakpoint
SELECT search_collect_terms(ARRAY(
	SELECT DISTINCT w FROM "games", regexp_split_to_table("games"."search_brief", ' +') AS w), 'brief');--> statement-breakpoint
SELECT search_collect_terms(ARRAY(
	SELECT DISTINCT w FROM "tags", regexp_split_to_table(lower(regexp_replace("tags"."name", '[^[:alnum:]]+', ' ', 'g')), ' +') AS w), 'tag');--> statement-breakpoint
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM "games") THEN
		ANALYZE "games";
	END IF;
END
$$;
