ALTER TABLE "provider_action_results" DROP CONSTRAINT "provider_action_results_run_id_provider_action_runs_id_fk";
--> statement-breakpoint
DROP INDEX "provider_action_results_account_id_index";--> statement-breakpoint
DROP INDEX "provider_action_runs_created_at_index";--> statement-breakpoint
ALTER TABLE "provider_action_results" DROP CONSTRAINT "provider_action_results_run_id_account_id_pk";--> statement-breakpoint
ALTER TABLE "provider_action_runs" DROP CONSTRAINT "provider_action_runs_pkey";--> statement-breakpoint
ALTER TABLE "provider_action_runs" ADD COLUMN "account_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_action_results" ADD CONSTRAINT "provider_action_results_account_id_run_id_pk" PRIMARY KEY("account_id","run_id");--> statement-breakpoint
ALTER TABLE "provider_action_runs" ADD CONSTRAINT "provider_action_runs_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
CREATE INDEX "provider_action_results_run_id_index" ON "provider_action_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "provider_action_runs_account_id_created_at_index" ON "provider_action_runs" USING btree ("account_id","created_at");