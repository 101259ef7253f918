CREATE TABLE "agent_builds" (
	"version" text NOT NULL,
	"platform" "platform" NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"download_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_builds_version_platform_pk" PRIMARY KEY("version","platform")
);
--> statement-breakpoint
CREATE TABLE "agent_releases" (
	"version" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_releases_status" CHECK ("agent_releases"."status" in ('draft', 'released', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "canary_plan_companies" (
	"plan_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"stage" integer,
	"joined_at" timestamp with time zone,
	CONSTRAINT "canary_plan_companies_plan_id_account_id_pk" PRIMARY KEY("plan_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "canary_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"target" text NOT NULL,
	"stages" integer[] NOT NULL,
	"current_stage" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "canary_plans_status" CHECK ("canary_plans"."status" in ('draft', 'active', 'paused', 'completed', 'rolled_back')),
	CONSTRAINT "canary_plans_target" CHECK ("canary_plans"."target" in ('percentage', 'companies'))
);
--> statement-breakpoint
ALTER TABLE "agent_builds" ADD CONSTRAINT "agent_builds_version_agent_releases_version_fk" FOREIGN KEY ("version") REFERENCES "public"."agent_releases"("version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canary_plan_companies" ADD CONSTRAINT "canary_plan_companies_plan_id_canary_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."canary_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canary_plan_companies" ADD CONSTRAINT "canary_plan_companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canary_plans" ADD CONSTRAINT "canary_plans_version_agent_releases_version_fk" FOREIGN KEY ("version") REFERENCES "public"."agent_releases"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canary_plan_companies_account_id_index" ON "canary_plan_companies" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "canary_plans_status_index" ON "canary_plans" USING btree ("status");