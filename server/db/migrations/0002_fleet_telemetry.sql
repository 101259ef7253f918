CREATE TYPE "public"."access_type" AS ENUM('Sanctioned', 'Unsanctioned', 'Unclassified');--> statement-breakpoint
CREATE TYPE "public"."alert_action" AS ENUM('Alert', 'Report', 'Block');--> statement-breakpoint
CREATE TYPE "public"."alert_reason" AS ENUM('Blocked Category', 'None', 'Geofenced Country', 'Blocked Webapp', 'Session Hijacking', 'App Spoofing', 'Unsanctioned App', 'Typo Squatting');--> statement-breakpoint
CREATE TYPE "public"."browser" AS ENUM('Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Chromium', 'Mozilla', 'MSIE', 'Electron', 'Native', 'Unknown');--> statement-breakpoint
CREATE TYPE "public"."command_status" AS ENUM('Queued', 'Success', 'Failure', 'Abort');--> statement-breakpoint
CREATE TYPE "public"."compliance_state" AS ENUM('COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."endpoint_status" AS ENUM('ACTIVE', 'INACTIVE', 'OFFLINE_FOR_CONFIG_TIME');--> statement-breakpoint
CREATE TYPE "public"."gateway_status" AS ENUM('ONLINE', 'OFFLINE');--> statement-breakpoint
CREATE TYPE "public"."platform" AS ENUM('DARWIN_AMD_64', 'DARWIN_AMD_64_NA', 'DARWIN_ARM_64', 'DARWIN_ARM_64_NA', 'LINUX_AMD_64', 'LINUX_ARM_64', 'UBUNTU_22', 'UBUNTU_24', 'UBUNTU_24_10', 'WINDOWS_AMD_64', 'WINDOWS_AMD_64_NA', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."platform_family" AS ENUM('Windows', 'MacOS', 'Linux', 'Unknown');--> statement-breakpoint
CREATE TYPE "public"."severity" AS ENUM('Low', 'Medium', 'High', 'Critical');--> statement-breakpoint
CREATE TYPE "public"."unsanctioned_action" AS ENUM('Block', 'Block Alert', 'Report');--> statement-breakpoint
CREATE TYPE "public"."ztpa_action" AS ENUM('Allow', 'Deny');--> statement-breakpoint
CREATE TABLE "browser_extensions" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"browser" "browser" NOT NULL,
	"extension_id" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"permissions" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"risky" boolean DEFAULT false NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "browser_extensions_account_id_endpoint_id_browser_extension_id_pk" PRIMARY KEY("account_id","endpoint_id","browser","extension_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_results" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"control" text NOT NULL,
	"framework" text NOT NULL,
	"passed" boolean NOT NULL,
	"details" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_results_account_id_endpoint_id_control_pk" PRIMARY KEY("account_id","endpoint_id","control")
);
--> statement-breakpoint
CREATE TABLE "endpoints" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"hostname" text NOT NULL,
	"serial" text NOT NULL,
	"platform" "platform" NOT NULL,
	"platform_family" "platform_family" NOT NULL,
	"os_name" text NOT NULL,
	"os_version" text NOT NULL,
	"agent_version" text NOT NULL,
	"owner_person_id" uuid,
	"status" "endpoint_status" DEFAULT 'ACTIVE' NOT NULL,
	"mdm_managed" boolean DEFAULT false NOT NULL,
	"disk_encrypted" boolean DEFAULT false NOT NULL,
	"compliance_state" "compliance_state" DEFAULT 'UNKNOWN' NOT NULL,
	"infra" boolean DEFAULT false NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_token_hash" text,
	"rate_window_start" timestamp with time zone,
	"rate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "endpoints_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ingested_events" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingested_events_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "installed_apps" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"publisher" text,
	"vulnerable" boolean DEFAULT false NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "installed_apps_account_id_endpoint_id_name_pk" PRIMARY KEY("account_id","endpoint_id","name")
);
--> statement-breakpoint
CREATE TABLE "account_app_settings" (
	"account_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"access_type" "access_type" DEFAULT 'Unclassified' NOT NULL,
	"unsanctioned_action" "unsanctioned_action",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "account_app_settings_account_id_app_id_pk" PRIMARY KEY("account_id","app_id"),
	CONSTRAINT "account_app_settings_action" CHECK (("account_app_settings"."access_type" = 'Unsanctioned') = ("account_app_settings"."unsanctioned_action" is not null))
);
--> statement-breakpoint
CREATE TABLE "blocked_categories" (
	"account_id" uuid NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "blocked_categories_account_id_category_pk" PRIMARY KEY("account_id","category")
);
--> statement-breakpoint
CREATE TABLE "custom_apps" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"category" text NOT NULL,
	"exceptions" text[] DEFAULT '{}' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"gen_ai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_apps_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "saas_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"categories" text[] DEFAULT '{}' NOT NULL,
	"gen_ai" boolean DEFAULT false NOT NULL,
	"icon" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saas_apps_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "website_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"domain" text PRIMARY KEY NOT NULL,
	"name" text,
	"categories" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saas_alerts" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"app_id" uuid NOT NULL,
	"url" text,
	"browser" "browser" NOT NULL,
	"action" "alert_action" NOT NULL,
	"reason" "alert_reason" NOT NULL,
	CONSTRAINT "saas_alerts_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "usage_sessions" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"app_id" uuid,
	"domain" text,
	"url" text,
	"browser" "browser" NOT NULL,
	"duration_s" integer NOT NULL,
	"weighted_duration_s" integer NOT NULL,
	CONSTRAINT "usage_sessions_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "usage_sessions_target" CHECK (("usage_sessions"."app_id" is null) <> ("usage_sessions"."domain" is null))
);
--> statement-breakpoint
CREATE TABLE "website_alerts" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"url" text,
	"browser" "browser" NOT NULL,
	"action" "alert_action" NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"category" text,
	CONSTRAINT "website_alerts_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "copy_paste_events" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"source" text NOT NULL,
	"destination" text NOT NULL,
	"data_type" text NOT NULL,
	"match_count" integer NOT NULL,
	"action" "alert_action" NOT NULL,
	CONSTRAINT "copy_paste_events_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "sensitive_files" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"path" text NOT NULL,
	"data_type" text NOT NULL,
	"person_id" uuid,
	"match_count" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "sensitive_files_account_id_endpoint_id_path_data_type_pk" PRIMARY KEY("account_id","endpoint_id","path","data_type")
);
--> statement-breakpoint
CREATE TABLE "source_code_findings" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"repository" text NOT NULL,
	"path" text NOT NULL,
	"line" integer,
	"rule" text NOT NULL,
	"severity" "severity" NOT NULL,
	"destination" text,
	CONSTRAINT "source_code_findings_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "remote_commands" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"command" text NOT NULL,
	"status" "command_status" DEFAULT 'Queued' NOT NULL,
	"output" text,
	"exit_code" integer,
	"requested_by" uuid,
	"requested_by_email" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "remote_commands_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_activity" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"gateway_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"port" integer,
	"action" "ztpa_action" NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	"duration_s" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ztpa_activity_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_destinations" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"name" text NOT NULL,
	"host" text NOT NULL,
	"port" integer,
	"protocol" text DEFAULT 'tcp' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ztpa_destinations_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_gateways" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"region" text,
	"public_ip" text,
	"endpoint_ip_range" text,
	"subnets" text[] DEFAULT '{}' NOT NULL,
	"key_fingerprint" text,
	"status" "gateway_status" DEFAULT 'OFFLINE' NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ztpa_gateways_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "app_usage_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"app_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"browser" "browser" NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "app_usage_daily_account_id_day_app_id_person_id_endpoint_id_browser_pk" PRIMARY KEY("account_id","day","app_id","person_id","endpoint_id","browser")
);
--> statement-breakpoint
CREATE TABLE "copy_paste_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"data_type" text NOT NULL,
	"action" "alert_action" NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"matches" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "copy_paste_daily_account_id_day_data_type_action_person_id_endpoint_id_pk" PRIMARY KEY("account_id","day","data_type","action","person_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "saas_alert_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"app_id" uuid NOT NULL,
	"action" "alert_action" NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"browser" "browser" NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "saas_alert_daily_account_id_day_app_id_action_reason_browser_person_id_endpoint_id_pk" PRIMARY KEY("account_id","day","app_id","action","reason","browser","person_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "website_alert_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"action" "alert_action" NOT NULL,
	"reason" "alert_reason" NOT NULL,
	"browser" "browser" NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "website_alert_daily_account_id_day_domain_action_reason_browser_person_id_endpoint_id_pk" PRIMARY KEY("account_id","day","domain","action","reason","browser","person_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "website_usage_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"browser" "browser" NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "website_usage_daily_account_id_day_domain_person_id_endpoint_id_browser_pk" PRIMARY KEY("account_id","day","domain","person_id","endpoint_id","browser")
);
--> statement-breakpoint
CREATE TABLE "ztpa_activity_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"gateway_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"action" "ztpa_action" NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"bytes_in" bigint DEFAULT 0 NOT NULL,
	"bytes_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ztpa_activity_daily_account_id_day_gateway_id_destination_action_person_id_endpoint_id_pk" PRIMARY KEY("account_id","day","gateway_id","destination","action","person_id","endpoint_id")
);
--> statement-breakpoint
ALTER TABLE "endpoints" ADD CONSTRAINT "endpoints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_app_settings" ADD CONSTRAINT "account_app_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_categories" ADD CONSTRAINT "blocked_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_apps" ADD CONSTRAINT "custom_apps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD CONSTRAINT "remote_commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztpa_destinations" ADD CONSTRAINT "ztpa_destinations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD CONSTRAINT "ztpa_gateways_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browser_extensions_account_id_extension_id_index" ON "browser_extensions" USING btree ("account_id","extension_id");--> statement-breakpoint
CREATE INDEX "compliance_results_account_id_framework_control_index" ON "compliance_results" USING btree ("account_id","framework","control");--> statement-breakpoint
CREATE UNIQUE INDEX "endpoints_account_id_serial_index" ON "endpoints" USING btree ("account_id","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "endpoints_account_id_device_token_hash_index" ON "endpoints" USING btree ("account_id","device_token_hash");--> statement-breakpoint
CREATE INDEX "endpoints_account_id_hostname_index" ON "endpoints" USING btree ("account_id","hostname");--> statement-breakpoint
CREATE INDEX "endpoints_account_id_status_last_seen_index" ON "endpoints" USING btree ("account_id","status","last_seen");--> statement-breakpoint
CREATE INDEX "endpoints_account_id_owner_person_id_index" ON "endpoints" USING btree ("account_id","owner_person_id");--> statement-breakpoint
CREATE INDEX "installed_apps_account_id_name_index" ON "installed_apps" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "account_app_settings_account_id_access_type_index" ON "account_app_settings" USING btree ("account_id","access_type");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_apps_account_id_name_index" ON "custom_apps" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "saas_apps_gen_ai_index" ON "saas_apps" USING btree ("gen_ai");--> statement-breakpoint
CREATE INDEX "saas_alerts_account_id_at_index" ON "saas_alerts" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "saas_alerts_account_id_app_id_at_index" ON "saas_alerts" USING btree ("account_id","app_id","at");--> statement-breakpoint
CREATE INDEX "usage_sessions_account_id_at_index" ON "usage_sessions" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "usage_sessions_account_id_endpoint_id_at_index" ON "usage_sessions" USING btree ("account_id","endpoint_id","at");--> statement-breakpoint
CREATE INDEX "website_alerts_account_id_at_index" ON "website_alerts" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "website_alerts_account_id_domain_at_index" ON "website_alerts" USING btree ("account_id","domain","at");--> statement-breakpoint
CREATE INDEX "copy_paste_events_account_id_at_index" ON "copy_paste_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "copy_paste_events_account_id_person_id_at_index" ON "copy_paste_events" USING btree ("account_id","person_id","at");--> statement-breakpoint
CREATE INDEX "sensitive_files_account_id_data_type_index" ON "sensitive_files" USING btree ("account_id","data_type");--> statement-breakpoint
CREATE INDEX "sensitive_files_account_id_last_seen_index" ON "sensitive_files" USING btree ("account_id","last_seen");--> statement-breakpoint
CREATE INDEX "source_code_findings_account_id_at_index" ON "source_code_findings" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "remote_commands_account_id_endpoint_id_status_index" ON "remote_commands" USING btree ("account_id","endpoint_id","status");--> statement-breakpoint
CREATE INDEX "remote_commands_account_id_queued_at_index" ON "remote_commands" USING btree ("account_id","queued_at");--> statement-breakpoint
CREATE INDEX "remote_commands_status_queued_at_index" ON "remote_commands" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "ztpa_activity_account_id_at_index" ON "ztpa_activity" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "ztpa_activity_account_id_gateway_id_at_index" ON "ztpa_activity" USING btree ("account_id","gateway_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "ztpa_destinations_account_id_gateway_id_host_port_index" ON "ztpa_destinations" USING btree ("account_id","gateway_id","host","port");--> statement-breakpoint
CREATE INDEX "ztpa_destinations_account_id_gateway_id_index" ON "ztpa_destinations" USING btree ("account_id","gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ztpa_gateways_account_id_name_index" ON "ztpa_gateways" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "app_usage_daily_account_id_app_id_day_index" ON "app_usage_daily" USING btree ("account_id","app_id","day");--> statement-breakpoint
CREATE INDEX "app_usage_daily_account_id_person_id_day_index" ON "app_usage_daily" USING btree ("account_id","person_id","day");--> statement-breakpoint
CREATE INDEX "app_usage_daily_account_id_endpoint_id_day_index" ON "app_usage_daily" USING btree ("account_id","endpoint_id","day");--> statement-breakpoint
CREATE INDEX "copy_paste_daily_account_id_person_id_day_index" ON "copy_paste_daily" USING btree ("account_id","person_id","day");--> statement-breakpoint
CREATE INDEX "saas_alert_daily_account_id_app_id_day_index" ON "saas_alert_daily" USING btree ("account_id","app_id","day");--> statement-breakpoint
CREATE INDEX "saas_alert_daily_account_id_person_id_day_index" ON "saas_alert_daily" USING btree ("account_id","person_id","day");--> statement-breakpoint
CREATE INDEX "saas_alert_daily_account_id_endpoint_id_day_index" ON "saas_alert_daily" USING btree ("account_id","endpoint_id","day");--> statement-breakpoint
CREATE INDEX "website_alert_daily_account_id_domain_day_index" ON "website_alert_daily" USING btree ("account_id","domain","day");--> statement-breakpoint
CREATE INDEX "website_alert_daily_account_id_person_id_day_index" ON "website_alert_daily" USING btree ("account_id","person_id","day");--> statement-breakpoint
CREATE INDEX "website_alert_daily_account_id_endpoint_id_day_index" ON "website_alert_daily" USING btree ("account_id","endpoint_id","day");--> statement-breakpoint
CREATE INDEX "website_usage_daily_account_id_domain_day_index" ON "website_usage_daily" USING btree ("account_id","domain","day");--> statement-breakpoint
CREATE INDEX "website_usage_daily_account_id_person_id_day_index" ON "website_usage_daily" USING btree ("account_id","person_id","day");--> statement-breakpoint
CREATE INDEX "website_usage_daily_account_id_endpoint_id_day_index" ON "website_usage_daily" USING btree ("account_id","endpoint_id","day");--> statement-breakpoint
CREATE INDEX "ztpa_activity_daily_account_id_gateway_id_day_index" ON "ztpa_activity_daily" USING btree ("account_id","gateway_id","day");