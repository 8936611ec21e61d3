CREATE TABLE "audience_daily" (
	"kind" varchar(12) NOT NULL,
	"day" date NOT NULL,
	"key" varchar(300) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audience_daily_kind_day_key_pk" PRIMARY KEY("kind","day","key"),
	CONSTRAINT "audience_daily_kind" CHECK ("audience_daily"."kind" in ('site', 'page', 'referrer', 'device', 'calc'))
);
--> statement-breakpoint
CREATE TABLE "audience_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"show_on_media_kit" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
