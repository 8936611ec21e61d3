ALTER TABLE "media" ADD COLUMN "alt_text" varchar(250) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "autosave" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "edit_session" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;