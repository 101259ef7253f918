CREATE TYPE "public"."extension_action" AS ENUM('ALLOW', 'BLOCK');--> statement-breakpoint
CREATE TABLE "browser_extension_policies" (
	"account_id" uuid NOT NULL,
	"extension_id" text NOT NULL,
	"name" text NOT NULL,
	"action" "extension_action" NOT NULL,
	"decided_by" uuid,
	"decided_by_email" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browser_extension_policies_account_id_extension_id_pk" PRIMARY KEY("account_id","extension_id")
);
--> statement-breakpoint
ALTER TABLE "browser_extension_policies" ADD CONSTRAINT "browser_extension_policies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browser_extension_policies_account_id_action_index" ON "browser_extension_policies" USING btree ("account_id","action");