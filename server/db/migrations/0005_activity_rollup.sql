CREATE TABLE "activity_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"person_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	"app_sessions" integer DEFAULT 0 NOT NULL,
	"app_duration_s" bigint DEFAULT 0 NOT NULL,
	"app_weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_account_id_day_person_id_endpoint_id_pk" PRIMARY KEY("account_id","day","person_id","endpoint_id")
);
--> statement-breakpoint
-- Backfill from the stored sessions; day is the UTC date of `at`, as ingest computes it (server/ingest/rollups.ts).
INSERT INTO "activity_daily" ("account_id", "day", "person_id", "endpoint_id", "sessions", "duration_s", "weighted_duration_s", "app_sessions", "app_duration_s", "app_weighted_duration_s")
SELECT "account_id", ("at" AT TIME ZONE 'UTC')::date, "person_id", "endpoint_id", count(*), sum("duration_s"), sum("weighted_duration_s"),
  count(*) FILTER (WHERE "app_id" IS NOT NULL), coalesce(sum("duration_s") FILTER (WHERE "app_id" IS NOT NULL), 0), coalesce(sum("weighted_duration_s") FILTER (WHERE "app_id" IS NOT NULL), 0)
FROM "usage_sessions" GROUP BY 1, 2, 3, 4;
