CREATE TABLE "agent_errors" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"component" text NOT NULL,
	"severity" text NOT NULL,
	"agent_version" text NOT NULL,
	CONSTRAINT "agent_errors_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE INDEX "agent_errors_account_id_at_index" ON "agent_errors" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "agent_errors_account_id_endpoint_id_at_index" ON "agent_errors" USING btree ("account_id","endpoint_id","at");