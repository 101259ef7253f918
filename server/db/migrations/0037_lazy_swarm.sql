CREATE TYPE "public"."directory_auth_mode" AS ENUM('key', 'oauth');--> statement-breakpoint
CREATE TABLE "directory_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "directory_kind" NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"verifier_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "directory_connections" ADD COLUMN "auth_mode" "directory_auth_mode" DEFAULT 'key' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_connections" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_connections" ADD COLUMN "consented_by" text;--> statement-breakpoint
ALTER TABLE "directory_oauth_states" ADD CONSTRAINT "directory_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_oauth_states" ADD CONSTRAINT "directory_oauth_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_oauth_states_account_id_expires_at_index" ON "directory_oauth_states" USING btree ("account_id","expires_at");