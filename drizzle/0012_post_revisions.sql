CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" text,
	"user_email" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"slug" varchar(140) NOT NULL,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"seo_title" varchar(70) DEFAULT '' NOT NULL,
	"seo_description" varchar(160) DEFAULT '' NOT NULL,
	"seo_keywords" text DEFAULT '' NOT NULL,
	"seo_image" text DEFAULT '' NOT NULL,
	"canonical_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_created_at_idx" ON "post_revisions" USING btree ("post_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);