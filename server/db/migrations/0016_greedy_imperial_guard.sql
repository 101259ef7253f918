CREATE TABLE "assets" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"hostname" text NOT NULL,
	"serial" text,
	"kind" text NOT NULL,
	"os" text,
	"model" text,
	"notes" text,
	"owner_person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_account_hostname_lower" ON "assets" USING btree ("account_id",lower("hostname"));--> statement-breakpoint
CREATE UNIQUE INDEX "assets_account_serial_lower" ON "assets" USING btree ("account_id",lower("serial"));--> statement-breakpoint
CREATE INDEX "assets_account_owner" ON "assets" USING btree ("account_id","owner_person_id");