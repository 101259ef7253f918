CREATE TABLE "global_safe_applications" (
	"account_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"url" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_safe_applications_account_id_domain_pk" PRIMARY KEY("account_id","domain")
);
--> statement-breakpoint
ALTER TABLE "global_safe_applications" ADD CONSTRAINT "global_safe_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;