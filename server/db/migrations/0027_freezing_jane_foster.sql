CREATE TABLE "cloud_agents" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"region" text NOT NULL,
	"version" text,
	"status" "gateway_status" DEFAULT 'OFFLINE' NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_agents_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "cloud_services" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"exposure" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"protocol" text DEFAULT 'tcp' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_services_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_gateway_commands" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"command_id" text NOT NULL,
	"command" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "command_status" DEFAULT 'Queued' NOT NULL,
	"output" text,
	"exit_code" integer,
	"requested_by" uuid,
	"requested_by_email" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"timeout_minutes" integer NOT NULL,
	"cancelled_by_email" text,
	CONSTRAINT "ztpa_gateway_commands_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_peers" (
	"account_id" uuid NOT NULL,
	"gateway_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ztpa_peers_account_id_gateway_id_endpoint_id_pk" PRIMARY KEY("account_id","gateway_id","endpoint_id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_retired_keys" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"retired_at" timestamp with time zone NOT NULL,
	"retired_by_email" text NOT NULL,
	CONSTRAINT "ztpa_retired_keys_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "cloud_agents" ADD CONSTRAINT "cloud_agents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_services" ADD CONSTRAINT "cloud_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztpa_gateway_commands" ADD CONSTRAINT "ztpa_gateway_commands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztpa_peers" ADD CONSTRAINT "ztpa_peers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ztpa_retired_keys" ADD CONSTRAINT "ztpa_retired_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_agents_account_id_name_index" ON "cloud_agents" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_services_account_id_agent_id_host_port_index" ON "cloud_services" USING btree ("account_id","agent_id","host","port");--> statement-breakpoint
CREATE INDEX "cloud_services_account_id_exposure_index" ON "cloud_services" USING btree ("account_id","exposure");--> statement-breakpoint
CREATE INDEX "ztpa_gateway_commands_account_id_gateway_id_status_index" ON "ztpa_gateway_commands" USING btree ("account_id","gateway_id","status");--> statement-breakpoint
CREATE INDEX "ztpa_gateway_commands_account_id_queued_at_index" ON "ztpa_gateway_commands" USING btree ("account_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ztpa_peers_account_id_gateway_id_address_index" ON "ztpa_peers" USING btree ("account_id","gateway_id","address");--> statement-breakpoint
CREATE INDEX "ztpa_retired_keys_account_id_gateway_id_retired_at_index" ON "ztpa_retired_keys" USING btree ("account_id","gateway_id","retired_at");