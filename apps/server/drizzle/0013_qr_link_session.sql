ALTER TABLE "qr_links" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "qr_links" ADD COLUMN "used_by" text;