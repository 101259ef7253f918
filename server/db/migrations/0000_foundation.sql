CREATE TYPE "public"."account_status" AS ENUM('ACTIVE', 'PENDING');--> statement-breakpoint
CREATE TYPE "public"."copilot_status" AS ENUM('installed', 'not_installed', 'uninstalled');--> statement-breakpoint
CREATE TYPE "public"."login_type" AS ENUM('GOOGLE', 'MICROSOFT', 'OKTA', 'BASIC');--> statement-breakpoint
CREATE TYPE "public"."person_scope" AS ENUM('IN_SCOPE', 'OUT_OF_SCOPE');--> statement-breakpoint
CREATE TYPE "public"."person_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."risk_level" AS ENUM('High', 'Medium', 'Low');--> statement-breakpoint
CREATE TYPE "public"."member_role" AS ENUM('SuperAdmin', 'PALISADE_ADMIN', 'ADMIN', 'GROUP_ADMIN', 'AUDITOR');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"status" "account_status" DEFAULT 'PENDING' NOT NULL,
	"parent_id" uuid,
	"is_provider" boolean DEFAULT false NOT NULL,
	"logo" text,
	"disable_username_password" boolean DEFAULT false NOT NULL,
	"group_by_category" boolean DEFAULT false NOT NULL,
	"show_legacy_agent_online_offline_graph" boolean DEFAULT false NOT NULL,
	"billing_period" text,
	"billing_type" text,
	"unit_amount" numeric(12, 2),
	"billing_start_date" date,
	"enable_mdm" boolean DEFAULT false NOT NULL,
	"enable_vpn" boolean DEFAULT false NOT NULL,
	"enable_dlp" boolean DEFAULT false NOT NULL,
	"enable_execute_command" boolean DEFAULT false NOT NULL,
	"disable_session_logs" boolean DEFAULT false NOT NULL,
	"user_onboarding_required" boolean DEFAULT true NOT NULL,
	"setup_started" boolean DEFAULT false NOT NULL,
	"enrolment_secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "account_managers" (
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_managers_account_id_member_id_pk" PRIMARY KEY("account_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_groups" (
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "member_groups_account_id_member_id_group_id_pk" PRIMARY KEY("account_id","member_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" "member_role" NOT NULL,
	"password_hash" text,
	"login_type" "login_type" DEFAULT 'BASIC' NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_email_lower" CHECK ("members"."email" = lower("members"."email"))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "people" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"department" text,
	"risk_level" "risk_level" DEFAULT 'Low' NOT NULL,
	"copilot_status" "copilot_status" DEFAULT 'not_installed' NOT NULL,
	"status" "person_status" DEFAULT 'ACTIVE' NOT NULL,
	"scope" "person_scope" DEFAULT 'IN_SCOPE' NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "person_groups" (
	"account_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "person_groups_account_id_person_id_group_id_pk" PRIMARY KEY("account_id","person_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" uuid,
	"email" text NOT NULL,
	"role" "member_role",
	"action" text NOT NULL,
	"target" text NOT NULL,
	"trace_id" text NOT NULL,
	"details" jsonb,
	CONSTRAINT "audit_log_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"success" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_groups" ADD CONSTRAINT "member_groups_account_id_group_id_groups_account_id_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_groups" ADD CONSTRAINT "person_groups_account_id_person_id_people_account_id_id_fk" FOREIGN KEY ("account_id","person_id") REFERENCES "public"."people"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_groups" ADD CONSTRAINT "person_groups_account_id_group_id_groups_account_id_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_parent_id_index" ON "accounts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "accounts_name_index" ON "accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "account_managers_member_id_index" ON "account_managers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "members_account_id_index" ON "members" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_account_id_name_index" ON "groups" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "people_account_id_email_index" ON "people" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "people_account_id_name_index" ON "people" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "people_account_id_status_index" ON "people" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "person_groups_account_id_group_id_index" ON "person_groups" USING btree ("account_id","group_id");--> statement-breakpoint
CREATE INDEX "audit_log_account_id_at_index" ON "audit_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_index" ON "login_attempts" USING btree ("key","at");