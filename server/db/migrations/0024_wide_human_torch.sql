CREATE TABLE "account_security" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"require_mfa" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid(),
	"member_id" uuid,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"detail" text,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_history_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid(),
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"method" text NOT NULL,
	"enrol" boolean DEFAULT false NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_challenges_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "mfa_challenges_attempts" CHECK ("mfa_challenges"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mfa_factors" (
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"secret_sealed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mfa_factors_account_id_member_id_pk" PRIMARY KEY("account_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"account_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mfa_recovery_codes_account_id_member_id_code_hash_pk" PRIMARY KEY("account_id","member_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid(),
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE INDEX "login_history_account_id_at_index" ON "login_history" USING btree ("account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_challenges_token_hash_index" ON "mfa_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_factors_member_id_index" ON "mfa_factors" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_index" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_account_id_member_id_index" ON "password_reset_tokens" USING btree ("account_id","member_id");