CREATE TABLE "compliance_history" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"control" text NOT NULL,
	"passed" boolean NOT NULL,
	"details" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_history_account_id_endpoint_id_control_at_pk" PRIMARY KEY("account_id","endpoint_id","control","at")
);
--> statement-breakpoint
ALTER TABLE "compliance_history" ADD CONSTRAINT "compliance_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_history_account_id_endpoint_id_at_index" ON "compliance_history" USING btree ("account_id","endpoint_id","at");