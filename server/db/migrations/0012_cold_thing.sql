CREATE TABLE "catalog_app_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data_base64" text NOT NULL,
	"replaced_icon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "native_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"publisher" text,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"match_names" text[] DEFAULT '{}' NOT NULL,
	"risk" text DEFAULT 'Low' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "native_apps_risk" CHECK ("native_apps"."risk" in ('Low', 'Medium', 'High', 'Critical'))
);
--> statement-breakpoint
ALTER TABLE "catalog_app_images" ADD CONSTRAINT "catalog_app_images_app_id_saas_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."saas_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_app_images_app_id_index" ON "catalog_app_images" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "native_apps_name_lower" ON "native_apps" USING btree (lower("name"));