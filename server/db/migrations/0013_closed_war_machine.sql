CREATE TABLE "endpoint_log_files" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "endpoint_log_files_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "endpoint_perf_hourly" (
	"account_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"samples" integer DEFAULT 0 NOT NULL,
	"cpu_sum" double precision DEFAULT 0 NOT NULL,
	"memory_sum" double precision DEFAULT 0 NOT NULL,
	"disk_sum" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "endpoint_perf_hourly_account_id_endpoint_id_hour_pk" PRIMARY KEY("account_id","endpoint_id","hour")
);
--> statement-breakpoint
CREATE TABLE "endpoint_perf_samples" (
	"account_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"cpu_pct" real NOT NULL,
	"memory_pct" real NOT NULL,
	"disk_pct" real NOT NULL,
	CONSTRAINT "endpoint_perf_samples_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "endpoint_uninstall_keys" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "endpoint_uninstall_keys_account_id_id_pk" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
CREATE INDEX "endpoint_log_files_account_id_endpoint_id_uploaded_at_index" ON "endpoint_log_files" USING btree ("account_id","endpoint_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "endpoint_perf_hourly_account_id_hour_index" ON "endpoint_perf_hourly" USING btree ("account_id","hour");--> statement-breakpoint
CREATE INDEX "endpoint_perf_samples_account_id_endpoint_id_at_index" ON "endpoint_perf_samples" USING btree ("account_id","endpoint_id","at");--> statement-breakpoint
CREATE INDEX "endpoint_perf_samples_account_id_at_index" ON "endpoint_perf_samples" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "endpoint_uninstall_keys_account_id_endpoint_id_created_at_index" ON "endpoint_uninstall_keys" USING btree ("account_id","endpoint_id","created_at");