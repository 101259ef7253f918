CREATE TABLE "active_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"part" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "active_daily_account_id_day_part_id_pk" PRIMARY KEY("account_id","day","part","id")
);
--> statement-breakpoint
CREATE TABLE "activity_day_totals" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"duration_s" bigint DEFAULT 0 NOT NULL,
	"weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	"app_sessions" integer DEFAULT 0 NOT NULL,
	"app_duration_s" bigint DEFAULT 0 NOT NULL,
	"app_weighted_duration_s" bigint DEFAULT 0 NOT NULL,
	"people" integer DEFAULT 0 NOT NULL,
	"app_people" integer DEFAULT 0 NOT NULL,
	"website_people" integer DEFAULT 0 NOT NULL,
	"endpoints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_day_totals_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE INDEX "active_daily_account_id_id_part_day_index" ON "active_daily" USING btree ("account_id","id","part","day");--> statement-breakpoint
-- Backfill from activity_daily, which holds every stored session per person, endpoint and day (server/ingest/rollups.ts
-- writes all three); people who were deleted are left out, as deletePerson (server/modules/users/people-service.ts)
-- takes them off.
INSERT INTO "active_daily" ("account_id", "day", "part", "id")
SELECT a."account_id", a."day", p."part", a."person_id"
FROM "activity_daily" a
CROSS JOIN LATERAL (VALUES ('person', true), ('app_person', a."app_sessions" > 0), ('website_person', a."sessions" > a."app_sessions")) AS p("part", "counts")
WHERE p."counts" AND EXISTS (SELECT 1 FROM "people" x WHERE x."account_id" = a."account_id" AND x."id" = a."person_id")
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "active_daily" ("account_id", "day", "part", "id")
SELECT DISTINCT "account_id", "day", 'endpoint', "endpoint_id" FROM "activity_daily";
--> statement-breakpoint
INSERT INTO "activity_day_totals" ("account_id", "day", "sessions", "duration_s", "weighted_duration_s", "app_sessions", "app_duration_s",
  "app_weighted_duration_s", "people", "app_people", "website_people", "endpoints")
SELECT s."account_id", s."day", s."sessions", s."duration_s", s."weighted_duration_s", s."app_sessions", s."app_duration_s", s."app_weighted_duration_s",
  coalesce(n."people", 0), coalesce(n."app_people", 0), coalesce(n."website_people", 0), coalesce(n."endpoints", 0)
FROM (SELECT "account_id", "day", sum("sessions") AS "sessions", sum("duration_s") AS "duration_s", sum("weighted_duration_s") AS "weighted_duration_s",
    sum("app_sessions") AS "app_sessions", sum("app_duration_s") AS "app_duration_s", sum("app_weighted_duration_s") AS "app_weighted_duration_s"
  FROM "activity_daily" GROUP BY 1, 2) s
LEFT JOIN (SELECT "account_id", "day", count(*) FILTER (WHERE "part" = 'person') AS "people", count(*) FILTER (WHERE "part" = 'app_person') AS "app_people",
    count(*) FILTER (WHERE "part" = 'website_person') AS "website_people", count(*) FILTER (WHERE "part" = 'endpoint') AS "endpoints"
  FROM "active_daily" GROUP BY 1, 2) n ON n."account_id" = s."account_id" AND n."day" = s."day";
