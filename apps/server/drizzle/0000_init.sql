CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"app_id" integer NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_categories_app_id_category_pk" PRIMARY KEY("app_id","category")
);
--> statement-breakpoint
CREATE TABLE "game_tags" (
	"app_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "game_tags_app_id_tag_id_pk" PRIMARY KEY("app_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"app_id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"brief_intro" text NOT NULL,
	"description" text NOT NULL,
	"how_to_play" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon_url" text NOT NULL,
	"banner_url" text NOT NULL,
	"screenshots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"app_url" text NOT NULL,
	"app_type" integer DEFAULT 0 NOT NULL,
	"screen_type" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"developer" text DEFAULT '' NOT NULL,
	"play_count" bigint DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"news_id" serial PRIMARY KEY NOT NULL,
	"channel" text DEFAULT 'portal' NOT NULL,
	"category" text DEFAULT 'news' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover_url" text NOT NULL,
	"content_html" text NOT NULL,
	"app_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"slide_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"app_id" integer,
	"link_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "test_devices" (
	"client_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_app_id_games_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."games"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_app_id_games_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."games"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_tag_id_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_app_id_games_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."games"("app_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_app_id_games_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."games"("app_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_categories_order_idx" ON "game_categories" USING btree ("category","position","app_id");--> statement-breakpoint
CREATE INDEX "game_tags_tag_idx" ON "game_tags" USING btree ("tag_id","app_id");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("play_count" DESC NULLS LAST,"app_id");--> statement-breakpoint
CREATE INDEX "games_name_prefix_idx" ON "games" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "news_list_idx" ON "news" USING btree ("channel","published_at" DESC NULLS LAST,"news_id");