CREATE TABLE "mdm_app_groups" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"apps" text[] DEFAULT '{}' NOT NULL,
	"person_ids" uuid[] DEFAULT '{}' NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_app_groups_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "mdm_app_groups_kind" CHECK ("mdm_app_groups"."kind" in ('INSTALL', 'BLOCK'))
);
--> statement-breakpoint
ALTER TABLE "mdm_app_groups" ADD CONSTRAINT "mdm_app_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_app_groups_name" ON "mdm_app_groups" USING btree ("account_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "mdm_app_groups_account_id_kind_index" ON "mdm_app_groups" USING btree ("account_id","kind");