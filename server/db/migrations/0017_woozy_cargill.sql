CREATE TYPE "public"."command_kind" AS ENUM('library', 'script');--> statement-breakpoint
CREATE TYPE "public"."command_run_status" AS ENUM('Draft', 'Confirmed', 'Cancelled');--> statement-breakpoint
CREATE TYPE "public"."command_shell" AS ENUM('powershell', 'bash', 'zsh');--> statement-breakpoint
ALTER TYPE "public"."command_status" ADD VALUE 'Cancelled';--> statement-breakpoint
CREATE TABLE "command_run_targets" (
	"account_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"hostname" text NOT NULL,
	"platform_family" "platform_family" NOT NULL,
	"endpoint_status" "endpoint_status" NOT NULL,
	"command_id" uuid,
	CONSTRAINT "command_run_targets_account_id_run_id_endpoint_id_pk" PRIMARY KEY("account_id","run_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "command_runs" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" "command_run_status" DEFAULT 'Draft' NOT NULL,
	"kind" "command_kind" NOT NULL,
	"command" text NOT NULL,
	"title" text NOT NULL,
	"library_command_id" text,
	"params" jsonb,
	"script" text,
	"shell" "command_shell",
	"timeout_minutes" integer,
	"target" jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "command_runs_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "kind" "command_kind" DEFAULT 'script' NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "library_command_id" text;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "shell" "command_shell";--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "timeout_minutes" integer;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "run_id" uuid;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "output_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_commands" ADD COLUMN "cancelled_by_email" text;--> statement-breakpoint
ALTER TABLE "command_run_targets" ADD CONSTRAINT "command_run_targets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "command_runs" ADD CONSTRAINT "command_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "command_runs_account_id_created_at_index" ON "command_runs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "remote_commands_account_id_run_id_index" ON "remote_commands" USING btree ("account_id","run_id") WHERE "remote_commands"."run_id" is not null;