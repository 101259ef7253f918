CREATE TABLE "askciso_conversations" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "askciso_conversations_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "askciso_messages" (
	"account_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"answer" jsonb,
	"context" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "askciso_messages_account_id_conversation_id_seq_pk" PRIMARY KEY("account_id","conversation_id","seq")
);
--> statement-breakpoint
ALTER TABLE "askciso_conversations" ADD CONSTRAINT "askciso_conversations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askciso_conversations" ADD CONSTRAINT "askciso_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "askciso_messages" ADD CONSTRAINT "askciso_messages_account_id_conversation_id_askciso_conversations_account_id_id_fk" FOREIGN KEY ("account_id","conversation_id") REFERENCES "public"."askciso_conversations"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "askciso_conversations_account_id_member_id_updated_at_index" ON "askciso_conversations" USING btree ("account_id","member_id","updated_at");