CREATE TYPE "public"."sso_kind" AS ENUM('google', 'microsoft', 'okta');--> statement-breakpoint
CREATE TABLE "sso_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "sso_kind" NOT NULL,
	"nonce_sealed" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"account_id" uuid NOT NULL,
	"kind" "sso_kind" NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "sso_providers_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
ALTER TABLE "dlp_policies" ADD COLUMN "policy_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_auth_states" ADD CONSTRAINT "sso_auth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_providers" ADD CONSTRAINT "sso_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_auth_states_account_id_index" ON "sso_auth_states" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sso_auth_states_expires_at_index" ON "sso_auth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_providers_kind_enabled_index" ON "sso_providers" USING btree ("kind","enabled");