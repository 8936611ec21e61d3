CREATE TABLE "ad_daily_stats" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_slot_settings" (
	"position" text PRIMARY KEY NOT NULL,
	"house_card" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"report_token" text,
	"report_token_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_report_token_unique" UNIQUE("report_token")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "views" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "format" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_mobile_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_mobile_width" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "image_mobile_height" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "device" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "page_groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "weight" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "advertiser_id" uuid;--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_format_check" CHECK ("ads"."format" in ('banner', 'card'));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_device_check" CHECK ("ads"."device" in ('all', 'desktop', 'mobile'));--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_weight_check" CHECK ("ads"."weight" between 1 and 10);