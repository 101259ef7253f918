CREATE TABLE "agent_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"heartbeat_seconds" integer NOT NULL,
	"offline_minutes" integer NOT NULL,
	"command_timeout_minutes" integer NOT NULL,
	"log_level" text NOT NULL,
	"update_channel" text NOT NULL,
	"uninstall_protection" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "agent_settings_log_level" CHECK ("agent_settings"."log_level" in ('error', 'warn', 'info', 'debug')),
	CONSTRAINT "agent_settings_channel" CHECK ("agent_settings"."update_channel" in ('stable', 'canary', 'off'))
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "api_tokens_scope" CHECK ("api_tokens"."scope" in ('read', 'write'))
);
--> statement-breakpoint
CREATE TABLE "copilot_messages" (
	"account_id" uuid NOT NULL,
	"action" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "copilot_messages_account_id_action_pk" PRIMARY KEY("account_id","action"),
	CONSTRAINT "copilot_messages_action" CHECK ("copilot_messages"."action" in ('Block', 'Block Alert'))
);
--> statement-breakpoint
CREATE TABLE "dlp_custom_types" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"pattern" text,
	"keywords" text[] DEFAULT '{}' NOT NULL,
	"case_sensitive" boolean DEFAULT false NOT NULL,
	"sample_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dlp_custom_types_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "dlp_dictionaries" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"base_id" text,
	"words" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dlp_dictionaries_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "dlp_fingerprints" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dlp_fingerprints_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "dlp_folders" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"path" text NOT NULL,
	"include_subfolders" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dlp_folders_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "dlp_policies" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"data_types" text[] DEFAULT '{}' NOT NULL,
	"custom_type_ids" uuid[] DEFAULT '{}' NOT NULL,
	"dictionary_ids" text[] DEFAULT '{}' NOT NULL,
	"fingerprint_ids" uuid[] DEFAULT '{}' NOT NULL,
	"folder_ids" uuid[] DEFAULT '{}' NOT NULL,
	"channels" text[] DEFAULT '{}' NOT NULL,
	"destinations" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "dlp_policies_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "agent_settings" ADD CONSTRAINT "agent_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_messages" ADD CONSTRAINT "copilot_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlp_custom_types" ADD CONSTRAINT "dlp_custom_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlp_dictionaries" ADD CONSTRAINT "dlp_dictionaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlp_fingerprints" ADD CONSTRAINT "dlp_fingerprints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlp_folders" ADD CONSTRAINT "dlp_folders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dlp_policies" ADD CONSTRAINT "dlp_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_member_id_index" ON "api_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dlp_custom_types_account_id_name_index" ON "dlp_custom_types" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dlp_dictionaries_account_id_name_index" ON "dlp_dictionaries" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "dlp_fingerprints_account_id_kind_sha256_index" ON "dlp_fingerprints" USING btree ("account_id","kind","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "dlp_folders_account_id_platform_path_index" ON "dlp_folders" USING btree ("account_id","platform","path");--> statement-breakpoint
CREATE UNIQUE INDEX "dlp_policies_account_id_name_index" ON "dlp_policies" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "dlp_policies_account_id_kind_index" ON "dlp_policies" USING btree ("account_id","kind");