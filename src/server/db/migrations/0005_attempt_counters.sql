CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Turnout's counters move out of better-auth's table; a window in progress carries over.
INSERT INTO "attempt_counters" ("key", "count", "window_started_at")
	SELECT substring("key" from 9), "count", to_timestamp("last_request" / 1000.0) FROM "rate_limit" WHERE "key" LIKE 'turnout:%';
--> statement-breakpoint
DELETE FROM "rate_limit" WHERE "key" LIKE 'turnout:%';
