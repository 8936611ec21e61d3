CREATE TABLE "site_identity" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" varchar(200) NOT NULL,
	"kind" text NOT NULL,
	"document" varchar(14) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"dpo_name" varchar(200) DEFAULT '' NOT NULL,
	"dpo_email" varchar(254) DEFAULT '' NOT NULL,
	"forum_city" varchar(100) NOT NULL,
	"forum_state" varchar(2) NOT NULL,
	"ads_email" varchar(254) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "site_identity_single_row" CHECK ("site_identity"."id" = 1),
	CONSTRAINT "site_identity_kind_check" CHECK ("site_identity"."kind" in ('pessoa_fisica', 'pessoa_juridica')),
	CONSTRAINT "site_identity_document_check" CHECK (("site_identity"."kind" = 'pessoa_fisica' and "site_identity"."document" ~ '^[0-9]{11}$') or ("site_identity"."kind" = 'pessoa_juridica' and "site_identity"."document" ~ '^[0-9A-Z]{12}[0-9]{2}$')),
	CONSTRAINT "site_identity_state_check" CHECK ("site_identity"."state" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO') and "site_identity"."forum_state" in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'))
);
--> statement-breakpoint
ALTER TABLE "site_identity" ADD CONSTRAINT "site_identity_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;