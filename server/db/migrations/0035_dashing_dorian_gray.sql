CREATE TABLE "grc_connections" (
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ingest_url" text NOT NULL,
	"authorize_url" text,
	"token_url" text,
	"client_id" text,
	"scope" text,
	"client_secret_sealed" text,
	"access_token_sealed" text,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"api_key_sealed" text,
	"connected_at" timestamp with time zone,
	"connected_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grc_connections_account_id_kind_pk" PRIMARY KEY("account_id","kind"),
	CONSTRAINT "grc_connections_kind" CHECK ("grc_connections"."kind" in ('vanta', 'scrut'))
);
--> statement-breakpoint
CREATE TABLE "grc_oauth_states" (
	"account_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"member_id" uuid NOT NULL,
	"verifier_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "grc_oauth_states_account_id_state_hash_pk" PRIMARY KEY("account_id","state_hash")
);
--> statement-breakpoint
CREATE TABLE "grc_runs" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"records_sent" integer DEFAULT 0 NOT NULL,
	"records_total" integer DEFAULT 0 NOT NULL,
	"pages_sent" integer DEFAULT 0 NOT NULL,
	"http_status" integer,
	"error" text,
	"frameworks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" uuid,
	CONSTRAINT "grc_runs_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "grc_connections" ADD CONSTRAINT "grc_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grc_oauth_states" ADD CONSTRAINT "grc_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grc_runs" ADD CONSTRAINT "grc_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grc_runs_account_id_kind_started_at_index" ON "grc_runs" USING btree ("account_id","kind","started_at");