CREATE TABLE "ztpa_gateway_events" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "ztpa_gateway_events_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "ztpa_policies" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gateway_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"subnet" text NOT NULL,
	"ports" text[] DEFAULT '{}' NOT NULL,
	"all_users" boolean DEFAULT false NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"person_ids" uuid[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ztpa_policies_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "ztpa_destinations" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "listen_port" integer DEFAULT 51820 NOT NULL;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "private_key_sealed" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "enrolment_token_hash" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "enrolment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "gateway_token_hash" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "reported_users" integer;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "reported_bytes_in" bigint;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "reported_bytes_out" bigint;--> statement-breakpoint
ALTER TABLE "ztpa_gateways" ADD COLUMN "policy_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ztpa_policies" ADD CONSTRAINT "ztpa_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ztpa_gateway_events_account_id_gateway_id_at_index" ON "ztpa_gateway_events" USING btree ("account_id","gateway_id","at");--> statement-breakpoint
CREATE INDEX "ztpa_policies_account_id_gateway_id_index" ON "ztpa_policies" USING btree ("account_id","gateway_id");