CREATE TABLE "attribution_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer,
	"channel_id" text,
	"lp" text,
	"sub_channel_id" text,
	"sub_channel_id2" text,
	"sub_channel_id3" text,
	"timezone" text,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_reads" (
	"user_id" integer NOT NULL,
	"red_dot_location" smallint NOT NULL,
	"push_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_reads_user_id_red_dot_location_pk" PRIMARY KEY("user_id","red_dot_location")
);
--> statement-breakpoint
CREATE TABLE "pushes" (
	"push_id" bigserial PRIMARY KEY NOT NULL,
	"push_type" smallint NOT NULL,
	"red_dot_type" smallint NOT NULL,
	"red_dot_location" smallint,
	"area" text,
	"user_id" integer,
	"app_id" integer,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" integer,
	"app_id" integer,
	"page_id" integer,
	"h5_channel_id" text,
	"lp" text,
	"sub_channel" text,
	"regist_terminal" text,
	"regist_os" text,
	"finger_id" text,
	"platform" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"device" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribution_events" ADD CONSTRAINT "attribution_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_reads" ADD CONSTRAINT "push_reads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pushes" ADD CONSTRAINT "pushes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribution_events_time_idx" ON "attribution_events" USING btree ("created_at","channel_id");--> statement-breakpoint
CREATE INDEX "pushes_common_idx" ON "pushes" USING btree ("red_dot_location","push_id" DESC NULLS LAST) WHERE user_id IS NULL AND red_dot_location IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pushes_user_idx" ON "pushes" USING btree ("user_id","red_dot_location","push_id" DESC NULLS LAST) WHERE user_id IS NOT NULL AND red_dot_location IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tracking_events_time_idx" ON "tracking_events" USING btree ("created_at","event");