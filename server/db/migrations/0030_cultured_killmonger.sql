CREATE TYPE "public"."mdm_apple_status" AS ENUM('Pending', 'Acknowledged', 'NotNow', 'Error', 'CommandFormatError');--> statement-breakpoint
CREATE TYPE "public"."mdm_request_type" AS ENUM('DeviceLock', 'RestartDevice', 'EraseDevice', 'DeviceInformation', 'SecurityInfo', 'RotateFileVaultKey', 'InstalledApplicationList', 'Settings');--> statement-breakpoint
CREATE TABLE "mdm_commands" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"mdm_device_id" uuid NOT NULL,
	"command_uuid" text NOT NULL,
	"request_type" "mdm_request_type" NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"apple_status" "mdm_apple_status" DEFAULT 'Pending' NOT NULL,
	"status" "command_status" DEFAULT 'Queued' NOT NULL,
	"error_chain" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_now_count" integer DEFAULT 0 NOT NULL,
	"issued_by" uuid,
	"issued_by_email" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "mdm_commands_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mdm_device_reports" (
	"account_id" uuid NOT NULL,
	"mdm_device_id" uuid NOT NULL,
	"information" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"information_at" timestamp with time zone,
	"file_vault_enabled" boolean,
	"security_at" timestamp with time zone,
	"installed_apps" integer,
	"apps_at" timestamp with time zone,
	CONSTRAINT "mdm_device_reports_account_id_mdm_device_id_pk" PRIMARY KEY("account_id","mdm_device_id")
);
--> statement-breakpoint
CREATE TABLE "mdm_filevault_keys" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"mdm_device_id" uuid NOT NULL,
	"command_id" uuid,
	"recovery_key_sealed" text NOT NULL,
	"escrowed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	"revealed_by_email" text,
	CONSTRAINT "mdm_filevault_keys_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "mdm_commands" ADD CONSTRAINT "mdm_commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_device_reports" ADD CONSTRAINT "mdm_device_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_filevault_keys" ADD CONSTRAINT "mdm_filevault_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_commands_account_id_command_uuid_index" ON "mdm_commands" USING btree ("account_id","command_uuid");--> statement-breakpoint
CREATE INDEX "mdm_commands_account_id_mdm_device_id_queued_at_index" ON "mdm_commands" USING btree ("account_id","mdm_device_id","queued_at");--> statement-breakpoint
CREATE INDEX "mdm_commands_account_id_mdm_device_id_status_index" ON "mdm_commands" USING btree ("account_id","mdm_device_id","status");--> statement-breakpoint
CREATE INDEX "mdm_filevault_keys_account_id_mdm_device_id_escrowed_at_index" ON "mdm_filevault_keys" USING btree ("account_id","mdm_device_id","escrowed_at");