CREATE TABLE "icon_states" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"shortcut_reddot" smallint DEFAULT 1 NOT NULL,
	"share_reddot" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icon_states_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "pushes" RENAME COLUMN "red_dot_type" TO "push_target_type";--> statement-breakpoint
ALTER TABLE "icon_states" ADD CONSTRAINT "icon_states_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icon_states" ADD CONSTRAINT "icon_states_app_id_games_app_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."games"("app_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The publisher's push kinds: other -1, red dot 0, QR code 1 (were 0, 1, 2).
UPDATE "pushes" SET "push_type" = "push_type" - 1;