CREATE TABLE "mdm_app_packages" (
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_app_packages_account_id_app_id_pk" PRIMARY KEY("account_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "mdm_catalog_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bundle_id" text NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"platforms" text[] DEFAULT '{"MACOS"}' NOT NULL,
	"description" text,
	"homepage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdm_managed_apps" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"catalog_app_id" uuid,
	"name" text NOT NULL,
	"bundle_id" text NOT NULL,
	"version" text,
	"platforms" text[] DEFAULT '{"MACOS"}' NOT NULL,
	"install_type" text DEFAULT 'AUTO' NOT NULL,
	"removable" boolean DEFAULT true NOT NULL,
	"package_url" text,
	"package_sha256" text,
	"package_name" text,
	"package_size" integer,
	"content_token_id" uuid,
	"licence_count" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_managed_apps_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "mdm_managed_apps_source" CHECK ("mdm_managed_apps"."source" in ('CATALOG', 'CUSTOM')),
	CONSTRAINT "mdm_managed_apps_install_type" CHECK ("mdm_managed_apps"."install_type" in ('AUTO', 'SELF_SERVICE'))
);
--> statement-breakpoint
ALTER TABLE "mdm_app_packages" ADD CONSTRAINT "mdm_app_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_managed_apps" ADD CONSTRAINT "mdm_managed_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_catalog_apps_bundle" ON "mdm_catalog_apps" USING btree (lower("bundle_id"));--> statement-breakpoint
CREATE INDEX "mdm_catalog_apps_category_index" ON "mdm_catalog_apps" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_managed_apps_bundle" ON "mdm_managed_apps" USING btree ("account_id",lower("bundle_id"));--> statement-breakpoint
CREATE INDEX "mdm_managed_apps_account_id_updated_at_index" ON "mdm_managed_apps" USING btree ("account_id","updated_at");