CREATE TABLE "app_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"app_id" uuid NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "app_daily_account_id_day_app_id_pk" PRIMARY KEY("account_id","day","app_id")
);
--> statement-breakpoint
CREATE TABLE "website_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "website_daily_account_id_day_domain_pk" PRIMARY KEY("account_id","day","domain")
);
--> statement-breakpoint
CREATE INDEX "app_daily_account_id_app_id_day_index" ON "app_daily" USING btree ("account_id","app_id","day");--> statement-breakpoint
CREATE INDEX "website_daily_account_id_domain_day_index" ON "website_daily" USING btree ("account_id","domain","day");--> statement-breakpoint
-- Backfill from the per-person rollups, which hold every stored session (server/ingest/rollups.ts writes both).
INSERT INTO "app_daily" ("account_id", "day", "app_id", "sessions", "duration_s", "weighted_duration_s")
SELECT "account_id", "day", "app_id", sum("sessions"), sum("duration_s"), sum("weighted_duration_s") FROM "app_usage_daily" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "website_daily" ("account_id", "day", "domain", "sessions", "duration_s", "weighted_duration_s")
SELECT "account_id", "day", "domain", sum("sessions"), sum("duration_s"), sum("weighted_duration_s") FROM "website_usage_daily" GROUP BY 1, 2, 3;
