CREATE TABLE "command_share_links" (
	"account_id" uuid NOT NULL,
	"command_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "command_share_links_account_id_command_id_token_hash_pk" PRIMARY KEY("account_id","command_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "command_share_links" ADD CONSTRAINT "command_share_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "command_share_links_token_hash_index" ON "command_share_links" USING btree ("token_hash");