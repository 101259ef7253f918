CREATE TABLE "mdm_ade_tokens" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"token_sealed" text,
	"consumer_key" text,
	"org_name" text,
	"expires_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_ade_tokens_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mdm_content_tokens" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"apple_id" text NOT NULL,
	"region" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"expires_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_content_tokens_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mdm_devices" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid,
	"enrolment_id" uuid,
	"udid" text NOT NULL,
	"serial_number" text,
	"model" text,
	"os_version" text,
	"device_name" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checkin_at" timestamp with time zone,
	"push_token" text,
	"push_magic" text,
	"unlock_token_sealed" text,
	"topic" text,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"enrolled_by_pin_id" uuid,
	"person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_devices_account_id_id_pk" PRIMARY KEY("account_id","id"),
	CONSTRAINT "mdm_devices_status" CHECK ("mdm_devices"."status" in ('ENROLLED', 'UNENROLLED'))
);
--> statement-breakpoint
CREATE TABLE "mdm_enrolment_pins" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"label" text NOT NULL,
	"owner_person_id" uuid,
	"single_use" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_enrolment_pins_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mdm_enrolments" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pin_id" uuid,
	"secret_hash" text NOT NULL,
	"identity_fingerprint" text NOT NULL,
	"device_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_enrolments_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "mdm_push_certificates" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"csr_pem" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"certificate_pem" text,
	"subject" text,
	"issuer" text,
	"topic" text,
	"serial_number" text,
	"not_before" timestamp with time zone,
	"not_after" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mdm_push_certificates_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "mdm_ade_tokens" ADD CONSTRAINT "mdm_ade_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_content_tokens" ADD CONSTRAINT "mdm_content_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_devices" ADD CONSTRAINT "mdm_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrolment_pins" ADD CONSTRAINT "mdm_enrolment_pins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrolments" ADD CONSTRAINT "mdm_enrolments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_push_certificates" ADD CONSTRAINT "mdm_push_certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mdm_ade_tokens_account_id_created_at_index" ON "mdm_ade_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "mdm_content_tokens_account_id_created_at_index" ON "mdm_content_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_devices_account_id_udid_index" ON "mdm_devices" USING btree ("account_id","udid");--> statement-breakpoint
CREATE INDEX "mdm_devices_account_id_serial_number_index" ON "mdm_devices" USING btree ("account_id","serial_number");--> statement-breakpoint
CREATE INDEX "mdm_devices_account_id_endpoint_id_index" ON "mdm_devices" USING btree ("account_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "mdm_devices_account_id_status_index" ON "mdm_devices" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_enrolment_pins_code_hash_index" ON "mdm_enrolment_pins" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "mdm_enrolment_pins_account_id_created_at_index" ON "mdm_enrolment_pins" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "mdm_enrolments_account_id_pin_id_index" ON "mdm_enrolments" USING btree ("account_id","pin_id");--> statement-breakpoint
CREATE INDEX "mdm_push_certificates_account_id_created_at_index" ON "mdm_push_certificates" USING btree ("account_id","created_at");