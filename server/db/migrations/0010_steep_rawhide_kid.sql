CREATE TABLE "provider_action_results" (
	"run_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"status" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"message" text,
	"endpoints" integer DEFAULT 0 NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "provider_action_results_run_id_account_id_pk" PRIMARY KEY("run_id","account_id"),
	CONSTRAINT "provider_action_results_status" CHECK ("provider_action_results"."status" in ('applied', 'unchanged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "provider_action_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_schedules" ADD COLUMN "paused_by" text;--> statement-breakpoint
ALTER TABLE "provider_action_results" ADD CONSTRAINT "provider_action_results_run_id_provider_action_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."provider_action_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_action_results_account_id_index" ON "provider_action_results" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "provider_action_runs_created_at_index" ON "provider_action_runs" USING btree ("created_at");