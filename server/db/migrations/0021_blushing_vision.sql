CREATE TABLE "compliance_controls" (
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"check_names" text[] DEFAULT '{}' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "compliance_controls_account_id_framework_id_control_id_pk" PRIMARY KEY("account_id","framework_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_framework_selections" (
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selected_by" uuid,
	CONSTRAINT "compliance_framework_selections_account_id_framework_id_pk" PRIMARY KEY("account_id","framework_id")
);
--> statement-breakpoint
CREATE TABLE "firewall_rules" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"direction" text NOT NULL,
	"protocol" text NOT NULL,
	"ports" text DEFAULT '' NOT NULL,
	"remote_addresses" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"platforms" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firewall_rules_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "compliance_controls" ADD CONSTRAINT "compliance_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_framework_selections" ADD CONSTRAINT "compliance_framework_selections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firewall_rules" ADD CONSTRAINT "firewall_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_controls_account_id_enabled_index" ON "compliance_controls" USING btree ("account_id","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "firewall_rules_account_id_name_index" ON "firewall_rules" USING btree ("account_id","name");