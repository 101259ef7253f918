CREATE TABLE "setup_preferences" (
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "setup_preferences_account_id_member_id_pk" PRIMARY KEY("account_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "setup_visits" (
	"account_id" uuid NOT NULL,
	"step" text NOT NULL,
	"member_id" uuid,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setup_visits_account_id_step_pk" PRIMARY KEY("account_id","step")
);
--> statement-breakpoint
ALTER TABLE "setup_preferences" ADD CONSTRAINT "setup_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_preferences" ADD CONSTRAINT "setup_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_visits" ADD CONSTRAINT "setup_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_visits" ADD CONSTRAINT "setup_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "setup_preferences_member_id_index" ON "setup_preferences" USING btree ("member_id");