-- Search runs on an in-memory index in each process: the vocabulary tables, their triggers and
-- the indexes search read go; a version row, raised in the transaction of every change search
-- reads, tells each process when to rebuild its index, and a sequence when play counts moved.
DROP TRIGGER IF EXISTS "games_terms_insert" ON "games";--> statement-breakpoint
DROP TRIGGER IF EXISTS "games_terms_update" ON "games";--> statement-breakpoint
DROP TRIGGER IF EXISTS "tags_terms_insert" ON "tags";--> statement-breakpoint
DROP FUNCTION IF EXISTS "games_collect_terms"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "game_collect_terms"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "tags_collect_terms"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "search_collect_terms"(text[], text);--> statement-breakpoint
DROP FUNCTION IF EXISTS "search_variants"(text);--> statement-breakpoint
DROP TABLE "search_term_variants" CASCADE;--> statement-breakpoint
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
DROP INDEX "games_search_prefix_idx";--> statement-breakpoint
DROP INDEX "games_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "games_search_brief_trgm_idx";--> statement-breakpoint
DROP INDEX "games_popularity_idx";--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("play_count" DESC NULLS FIRST,"app_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE SEQUENCE "public"."search_plays" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_catalogue" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "search_catalogue" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "search_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE search_catalogue SET version = version + 1 WHERE id = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "search_plays_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM nextval('search_plays');
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Once per statement: a bulk load raises the version once.
CREATE TRIGGER "games_search_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "brief_intro", "status" ON "games"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "games_search_truncated" AFTER TRUNCATE ON "games"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "games_search_played" AFTER UPDATE OF "play_count" ON "games"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_plays_changed"();--> statement-breakpoint
CREATE TRIGGER "game_tags_search_changed" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "game_tags"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tags_search_changed" AFTER INSERT OR DELETE OR UPDATE OF "name" OR TRUNCATE ON "tags"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_catalogue_changed"();
