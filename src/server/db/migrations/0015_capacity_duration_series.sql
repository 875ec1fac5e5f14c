CREATE TABLE "game_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"place_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"min_people_required" integer NOT NULL,
	"max_people" integer,
	"next_date" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	CONSTRAINT "game_series_min_people_check" CHECK ("game_series"."min_people_required" >= 2),
	CONSTRAINT "game_series_max_people_check" CHECK ("game_series"."max_people" is null or "game_series"."max_people" >= "game_series"."min_people_required"),
	CONSTRAINT "game_series_duration_check" CHECK ("game_series"."duration_minutes" between 15 and 720)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_people" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "yes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_series_next_idx" ON "game_series" USING btree ("next_date") WHERE "game_series"."stopped_at" is null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_series_date_uq" ON "games" USING btree ("series_id","date") WHERE "games"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_max_people_check" CHECK ("games"."max_people" is null or "games"."max_people" >= "games"."min_people_required");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_duration_check" CHECK ("games"."duration_minutes" between 15 and 720);--> statement-breakpoint
UPDATE "rsvps" SET "yes_at" = "updated_at" WHERE "response" = 'yes';
--> statement-breakpoint
-- When an answer became yes orders the waiting list; every writer gets it right because the database sets it:
-- from the answer's own updated_at when it turns yes, kept while it stays yes, cleared otherwise.
CREATE FUNCTION "rsvps_set_yes_at"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
	IF NEW."response" <> 'yes' THEN
		NEW."yes_at" := NULL;
	ELSIF TG_OP = 'UPDATE' AND OLD."response" = 'yes' THEN
		NEW."yes_at" := OLD."yes_at";
	ELSE
		NEW."yes_at" := NEW."updated_at";
	END IF;
	RETURN NEW;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER "rsvps_yes_at" BEFORE INSERT OR UPDATE ON "rsvps" FOR EACH ROW EXECUTE FUNCTION "rsvps_set_yes_at"();
--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_yes_at_check" CHECK (("response" = 'yes') = ("yes_at" IS NOT NULL));
--> statement-breakpoint
-- The summaries' yes list now follows answer order, so the first max_people of it are the ones going.
CREATE OR REPLACE FUNCTION "game_summaries_refresh"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
	IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
	PERFORM count(pg_advisory_xact_lock(hashtextextended('game_summary:' || id, 0)))
		FROM (SELECT DISTINCT unnest(ids) AS id ORDER BY 1) locked;
	-- Planned at each call (EXECUTE): a plan cached while the tables were small would scan them whole later.
	EXECUTE $q$
	INSERT INTO "game_summaries" AS s ("game_id", "lead_option_id", "yes_count", "no_count", "yes_user_ids", "attendee_user_ids")
	SELECT g."id", lead."id", coalesce(lead."yes_count", 0), coalesce(lead."no_count", 0),
		coalesce(lead."yes_ids", '{}'),
		array(SELECT a."user_id" FROM "attendees" a WHERE a."game_id" = g."id" ORDER BY a."user_id")
	FROM (SELECT DISTINCT unnest($1) AS "id") wanted
	JOIN "games" g ON g."id" = wanted."id"
	LEFT JOIN LATERAL (
		SELECT o."id",
			count(*) FILTER (WHERE r."response" = 'yes')::int AS "yes_count",
			count(*) FILTER (WHERE r."response" = 'no')::int AS "no_count",
			array_agg(r."user_id" ORDER BY r."yes_at", r."user_id") FILTER (WHERE r."response" = 'yes') AS "yes_ids"
		FROM "game_options" o LEFT JOIN "rsvps" r ON r."game_option_id" = o."id"
		WHERE o."game_id" = g."id"
		GROUP BY o."id", o."date", o."place_id"
		ORDER BY (o."date" = g."date" AND o."place_id" = g."place_id") DESC,
			count(*) FILTER (WHERE r."response" = 'yes') DESC, o."date", o."id"
		LIMIT 1
	) lead ON true
	ON CONFLICT ("game_id") DO UPDATE SET
		"lead_option_id" = excluded."lead_option_id", "yes_count" = excluded."yes_count",
		"no_count" = excluded."no_count", "yes_user_ids" = excluded."yes_user_ids",
		"attendee_user_ids" = excluded."attendee_user_ids"
	$q$ USING ids;
END $fn$;
--> statement-breakpoint
SELECT "game_summaries_refresh"(array(SELECT "id" FROM "games"));
