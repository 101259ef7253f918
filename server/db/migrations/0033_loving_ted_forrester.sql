CREATE TABLE "mdm_app_policies" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"managed_app_id" uuid,
	"app_group_id" uuid,
	"action" text NOT NULL,
	"person_ids" uuid[] DEFAULT '{}' NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"schedule" text DEFAULT 'IMMEDIATE' NOT NULL,
	"window_days" text[] DEFAULT '{}' NOT NULL,
	"window_start" integer,
	"window_end" integer,
	"deferrals" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 10 NOT NULL,
	"policy_version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_app_policies_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "mdm_app_policies_target" CHECK (("mdm_app_policies"."managed_app_id" is null) <> ("mdm_app_policies"."app_group_id" is null)),
	CONSTRAINT "mdm_app_policies_action" CHECK ("mdm_app_policies"."action" in ('INSTALL', 'REMOVE', 'BLOCK_LAUNCH')),
	CONSTRAINT "mdm_app_policies_schedule" CHECK ("mdm_app_policies"."schedule" in ('IMMEDIATE', 'WINDOW')),
	CONSTRAINT "mdm_app_policies_deferrals" CHECK ("mdm_app_policies"."deferrals" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "mdm_browser_decisions" (
	"account_id" uuid NOT NULL,
	"browser" text NOT NULL,
	"allowed" boolean NOT NULL,
	"policy_version" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_browser_decisions_account_id_browser_pk" PRIMARY KEY("account_id","browser")
);
--> statement-breakpoint
ALTER TABLE "mdm_app_policies" ADD CONSTRAINT "mdm_app_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_app_policies" ADD CONSTRAINT "mdm_app_policies_account_id_managed_app_id_mdm_managed_apps_account_id_id_fk" FOREIGN KEY ("account_id","managed_app_id") REFERENCES "public"."mdm_managed_apps"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_app_policies" ADD CONSTRAINT "mdm_app_policies_account_id_app_group_id_mdm_app_groups_account_id_id_fk" FOREIGN KEY ("account_id","app_group_id") REFERENCES "public"."mdm_app_groups"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_browser_decisions" ADD CONSTRAINT "mdm_browser_decisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mdm_app_policies_account_id_priority_index" ON "mdm_app_policies" USING btree ("account_id","priority");