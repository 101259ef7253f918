CREATE TABLE "dlp_activity_events" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid,
	"origin" text NOT NULL,
	"channel" text NOT NULL,
	"operation" text,
	"source" text,
	"destination" text NOT NULL,
	"site" text,
	"data_types" text[] NOT NULL,
	"match_count" integer NOT NULL,
	"policy_id" uuid,
	"policy_name" text,
	"action" "alert_action" NOT NULL,
	CONSTRAINT "dlp_activity_events_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE INDEX "dlp_activity_events_account_id_at_index" ON "dlp_activity_events" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "dlp_activity_events_account_id_origin_at_index" ON "dlp_activity_events" USING btree ("account_id","origin","at");